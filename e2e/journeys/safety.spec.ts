import { SAFETY_MSG } from '@conectando/contracts';
import { expect, test } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import {
  bubble,
  checkScreen,
  composer,
  logIn,
  newPhone,
  openTab,
  registerPerson,
  submitLogin,
} from '../support/screens';

// An older adult, her phone's text at 200%, gets a money request from someone she does not know. The chat shows who wrote and
// warns her under the message; she reports and blocks. An admin, on another phone, sees the report
// arrive live and suspends the stranger, whose session ends and whose profile is gone.

const ROSA = { email: 'mentor@demo.cl', name: 'Rosa Martínez' };
// New through the form on every run: a demo account suspended here would be missing in later journeys.
const STRANGER = { name: 'Jorge Valdés', password: 'clave-jorge-2026', city: 'Rancagua' };
const HELLO = 'Hola Rosa, vi sus videos de tejido y me encantaron.';
const ASK = 'Estoy en un apuro, ¿me puede hacer una transferencia de $50.000 a mi cuenta RUT?';

test('a money request is flagged, reported and blocked; an admin suspends the stranger live', async ({ browser }) => {
  test.setTimeout(180_000);
  const strangerEmail = `jorge.${Date.now()}@prueba.cl`;

  // The stranger registers and writes to Rosa from the featured mentors.
  const strangerPhone = await newPhone(browser);
  const stranger = await strangerPhone.newPage();
  await registerPerson(stranger, { ...STRANGER, email: strangerEmail });
  const strangerId = await stranger.evaluate(() => window.localStorage.getItem('userId'));
  expect(strangerId).toBeTruthy();
  await stranger.getByRole('button', { name: `Mensaje a ${ROSA.name}` }).click();
  await expect(stranger.getByRole('heading', { level: 1, name: ROSA.name })).toBeVisible();
  for (const text of [HELLO, ASK]) {
    await composer(stranger).fill(text);
    await composer(stranger).press('Enter');
    await expect(bubble(stranger, text)).toContainText(/Enviado|Leído/);
  }
  // The sender is not told their message was flagged.
  await expect(stranger.getByText(SAFETY_MSG.moneyWarning)).toHaveCount(0);

  // An admin has the moderation queue open on another phone.
  const adminPhone = await newPhone(browser);
  const admin = await adminPhone.newPage();
  await logIn(admin, 'admin@demo.cl');
  await admin.goto('/admin');
  await admin.getByRole('link', { name: /Reportes/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(admin.getByText('No hay reportes por revisar')).toBeVisible();

  // Rosa reads with her phone's text at 200%, as many older adults do.
  await withLargeTextPhone(async (rosaPhone) => {
    // Rosa opens the conversation: first who wrote, then the messages, the warning under the request.
    const rosa = await rosaPhone.newPage();
    await logIn(rosa, ROSA.email);
    await openTab(rosa, 'Chats');
    await rosa.getByRole('link', { name: new RegExp(STRANGER.name) }).click();
    await expect(rosa.getByRole('heading', { level: 1, name: STRANGER.name })).toBeVisible();
    const card = rosa.getByRole('region', { name: SAFETY_MSG.firstContactTitle });
    await expect(card).toContainText(SAFETY_MSG.firstContactIntro(STRANGER.name));
    await expect(card).toContainText('Persona');
    await expect(card).toContainText(SAFETY_MSG.notValidated);
    await expect(card).toContainText(STRANGER.city);
    await checkScreen(rosa, 'safety-1-first-contact', { at: card });
    const warning = rosa.getByRole('note', { name: 'Aviso de seguridad' });
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText(SAFETY_MSG.moneyWarning);
    await warning.scrollIntoViewIfNeeded();
    await checkScreen(rosa, 'safety-2-money-warning', { at: warning });

    // She reports it from the warning (the message goes with the report), then blocks.
    await warning.getByRole('button', { name: SAFETY_MSG.report }).click();
    const dialog = rosa.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Me pidió dinero o datos bancarios' }).click();
    await dialog.getByRole('textbox').fill('No lo conozco y me pide plata.');
    await checkScreen(rosa, 'safety-3-report-dialog');
    await dialog.getByRole('button', { name: SAFETY_MSG.reportSend }).click();
    await expect(dialog.getByText(SAFETY_MSG.reportThanks)).toBeVisible();
    await checkScreen(rosa, 'safety-4-report-thanks');
    await dialog.getByRole('button', { name: SAFETY_MSG.block }).click();
    await rosa.getByRole('alertdialog').getByRole('button', { name: SAFETY_MSG.block }).click();
    await expect(rosa.getByText(SAFETY_MSG.blockedName(STRANGER.name))).toBeVisible();
    await expect(composer(rosa)).toHaveCount(0);
    await expect(warning.getByRole('button', { name: SAFETY_MSG.block })).toHaveCount(0);
    await checkScreen(rosa, 'safety-5-blocked', { at: rosa.getByText(SAFETY_MSG.blockedName(STRANGER.name)) });

    // The report arrives in the admin's open queue by itself, with the message as it was written.
    const report = admin.getByRole('article', { name: `Reporte sobre ${STRANGER.name}` });
    await expect(report).toBeVisible();
    await expect(report).toContainText('Me pidió dinero o datos bancarios');
    await expect(report).toContainText(`Reportado por ${ROSA.name}`);
    await expect(report).toContainText('No lo conozco y me pide plata.');
    await expect(report).toContainText(ASK);
    await checkScreen(admin, 'safety-6-admin-report-live', { at: report });

    // The admin suspends, after a confirmation that says what it does.
    await report.getByRole('button', { name: 'Suspender cuenta' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Suspender a ${STRANGER.name}` });
    await expect(confirm).toContainText('dejarán de verse');
    await checkScreen(admin, 'safety-7-admin-confirm-suspend');
    await confirm.getByRole('button', { name: 'Suspender cuenta' }).click();
    await expect(admin.getByText('Cuenta suspendida', { exact: true }).first()).toBeVisible();
    await expect(admin.getByText('No hay reportes por revisar')).toBeVisible();
    await admin.getByRole('tab', { name: 'Revisados' }).click();
    const closed = admin.getByRole('article', { name: `Reporte sobre ${STRANGER.name}` });
    await expect(closed).toContainText('Decisión: Cuenta suspendida');
    await checkScreen(admin, 'safety-8-admin-reviewed', { at: closed });

    // The stranger's phone is signed out at once, and signing in again is refused in plain Spanish.
    await expect(stranger).toHaveURL(/\/(login)?$/, { timeout: 20_000 });
    await submitLogin(stranger, strangerEmail, STRANGER.password);
    await expect(stranger.getByText(/Tu cuenta está suspendida/)).toBeVisible();
    // The refusal is a toast, which checkScreen leaves out of its pictures: this one keeps it.
    await stranger.screenshot({ path: 'e2e/artifacts/safety-9-stranger-refused.png', animations: 'disabled' });

    // What the stranger showed of themselves is gone for everyone else.
    await rosa.goto(`/mentor/${strangerId}`);
    await expect(rosa.getByRole('heading', { level: 1, name: 'Usuario no encontrado' })).toBeVisible();
  });

  await Promise.all([strangerPhone.close(), adminPhone.close()]);
});
