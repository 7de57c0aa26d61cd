import { readFileSync } from 'node:fs';
import { ERROR_MESSAGES, ErrorCode, PRIVACY_MSG, type PersonalDataExport } from '@conectando/contracts';
import { expect, test, type Page } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import { expectReflow } from '../support/phone-checks';
import { checkScreen, openTab, registerPerson, submitLogin } from '../support/screens';

const PASSWORD = 'empanadas-de-pino-1948';

const registerPersona = (page: Page, name: string, email: string) =>
  registerPerson(page, { name, email, password: PASSWORD, city: 'Chillán' });

const dataSection = (page: Page) => page.getByRole('region', { name: 'Mis datos' });

test('a person downloads their data, then erases their account and can no longer sign in', async ({ page }) => {
  const email = `elsa.${Date.now()}@prueba.cl`;
  await registerPersona(page, 'Elsa Cárcamo', email);

  // 'Mis datos' on the profile, with the way to read how data is kept.
  await openTab(page, 'Perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await checkScreen(page, 'data-rights-01-profile', { at: dataSection(page) });
  await dataSection(page).getByRole('link', { name: 'Cómo cuidamos tus datos' }).click();
  await expect(page.getByRole('heading', { name: /Tus derechos/ })).toBeVisible();
  await checkScreen(page, 'data-rights-02-privacy', { at: page.getByRole('heading', { name: /Tus derechos/ }) });
  await page.getByRole('button', { name: 'Volver' }).first().click();

  // The download is a JSON file with the person's own data.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dataSection(page).getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mis-datos-conectando-generaciones-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as PersonalDataExport;
  expect(saved.parts.profile).toMatchObject({ name: 'Elsa Cárcamo', email, region: 'Chillán' });
  await expect(page.getByText('Tus datos se descargaron').last()).toBeVisible();

  // Once an hour: a second download within it is refused in Spanish.
  await dataSection(page).getByRole('button', { name: 'Descargar mis datos' }).click();
  await expect(page.getByText(PRIVACY_MSG.exportTooSoon).last()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/data-rights-03-export-too-soon.png' });

  // 'Eliminar mi cuenta' says what goes and what stays, and asks for the password.
  await dataSection(page).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog.getByText('Esto no se puede deshacer.')).toBeVisible();
  await checkScreen(page, 'data-rights-04-delete-dialog');
  await dialog.getByLabel(/Escribe tu contraseña para confirmar/).fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(dialog.getByText(PRIVACY_MSG.wrongPassword)).toBeInViewport();
  await checkScreen(page, 'data-rights-05-wrong-password');

  await dialog.getByLabel(/Escribe tu contraseña para confirmar/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page.getByText('Tu cuenta fue eliminada').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: 'e2e/artifacts/data-rights-06-deleted.png' });

  // The old email and password no longer open anything.
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText(ERROR_MESSAGES[ErrorCode.InvalidCredentials]).last()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await checkScreen(page, 'data-rights-07-cannot-sign-in');
});

test('at 200% text the erasure dialog reads in one column with its buttons in reach', async () => {
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await registerPersona(page, 'Humberto Sepúlveda Arancibia', `humberto.${Date.now()}@prueba.cl`);
    await page.getByRole('link', { name: 'Mi perfil' }).click();
    await checkScreen(page, 'data-rights-large-01-profile', { at: dataSection(page), axe: false });
    await expectReflow(page, 'data-rights profile');
    await dataSection(page).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog.getByText('Esto no se puede deshacer.')).toBeVisible();
    await checkScreen(page, 'data-rights-large-02-dialog', { axe: false });
    await expectReflow(page, 'data-rights dialog');
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' })).toBeInViewport();
    await page.screenshot({ path: 'e2e/artifacts/data-rights-large-03-dialog-buttons.png' });
  });
});
