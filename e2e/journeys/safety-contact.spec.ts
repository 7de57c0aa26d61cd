import { resolve } from 'node:path';
import { SAFETY_MSG } from '@conectando/contracts';
import { expect, test, type Page } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import { bubble, checkScreen, composer, logIn, newPhone, openTab, registerPerson } from '../support/screens';

// A stranger who teaches on the site writes to Rosa and, at once, asks to go on over WhatsApp. Rosa,
// her phone's text at 200%, sees the warning under that message and blocks him from it: his videos
// leave her catalogue, as everything else of his.

const ROSA = { email: 'mentor@demo.cl', name: 'Rosa Martínez' };
// New through the form on every run: a demo account blocked here would be missing in later journeys.
const STRANGER = { name: 'Ramiro Soto', password: 'clave-ramiro-2026', city: 'Talca' };
const VIDEO_FILE = resolve(__dirname, '..', 'fixtures', 'ceramica-torno.mp4');
const TITLE = 'Telar de cintura para principiantes';
const HELLO = 'Hola Rosa, qué lindos sus tejidos. Yo también enseño telar.';
const MOVE_OFF = 'Mejor escríbame al wsp, así conversamos más tranquilos';

const search = (page: Page) => page.getByPlaceholder('Buscar habilidades...');

/** The stranger turns to ENSEÑAR and uploads a video, which the server converts before it is listed. */
async function uploadVideo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cambiar a modo Quiero Enseñar' }).click();
  await expect(page.getByTestId('mode-badge')).toHaveText('ENSEÑAR');
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await page.getByRole('button', { name: 'Subir Video' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Subir Video' });
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Habilidad').selectOption('Cerámica');
  await dialog.getByLabel(/Archivo de video/).setInputFiles(VIDEO_FILE);
  await expect(dialog.getByTestId('chosen-video')).toContainText('6s');
  await dialog.getByRole('button', { name: 'Subir video' }).click();
  await expect(dialog.getByText('¡Tu video está listo!')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();
}

test('a stranger asks to go on over WhatsApp: the warning shows, Rosa blocks, his videos leave her catalogue', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const strangerPhone = await newPhone(browser);
  const stranger = await strangerPhone.newPage();
  await registerPerson(stranger, { ...STRANGER, email: `ramiro.${Date.now()}@prueba.cl` });
  await uploadVideo(stranger);

  await withLargeTextPhone(async (rosaPhone) => {
    // Rosa finds his video in her catalogue before anything happened.
    const rosa = await rosaPhone.newPage();
    await logIn(rosa, ROSA.email);
    await search(rosa).fill('telar de cintura');
    await expect(rosa.getByRole('heading', { name: TITLE })).toBeVisible();
    await checkScreen(rosa, 'safety-contact-1-catalogue-before', { at: rosa.getByRole('heading', { name: TITLE }) });

    // He writes to her from the featured mentors, and within two messages asks for WhatsApp.
    await openTab(stranger, 'Habilidades');
    await stranger.getByRole('button', { name: `Mensaje a ${ROSA.name}` }).click();
    await expect(stranger.getByRole('heading', { level: 1, name: ROSA.name })).toBeVisible();
    for (const text of [HELLO, MOVE_OFF]) {
      await composer(stranger).fill(text);
      await composer(stranger).press('Enter');
      await expect(bubble(stranger, text)).toContainText(/Enviado|Leído/);
    }
    // The sender is not told.
    await expect(stranger.getByText(SAFETY_MSG.contactWarning)).toHaveCount(0);

    // Rosa opens the chat: the warning sits under the message that asks to move, and only there.
    await search(rosa).fill('');
    await openTab(rosa, 'Chats');
    await rosa.getByRole('link', { name: new RegExp(STRANGER.name) }).click();
    await expect(rosa.getByRole('heading', { level: 1, name: STRANGER.name })).toBeVisible();
    const warning = rosa.getByRole('note', { name: 'Aviso de seguridad' });
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText(SAFETY_MSG.contactWarning);
    await expect(warning.getByRole('button', { name: SAFETY_MSG.report })).toBeVisible();
    // At 200% text the conversation is one screen (header, messages, composer) and its messages keep
    // at least 40% of it: the warning is read there, not through a slit.
    const pane = rosa.getByRole('region', { name: `Conversación con ${STRANGER.name}` });
    expect((await pane.boundingBox())!.height).toBeGreaterThanOrEqual(844 * 0.4 - 1);
    await expect(warning).toBeInViewport();
    await checkScreen(rosa, 'safety-contact-2-warning', { at: warning });

    // She blocks him from the warning.
    await warning.getByRole('button', { name: SAFETY_MSG.block }).click();
    await rosa.getByRole('alertdialog').getByRole('button', { name: SAFETY_MSG.block }).click();
    await expect(rosa.getByText(SAFETY_MSG.blockedName(STRANGER.name))).toBeVisible();
    await expect(composer(rosa)).toHaveCount(0);
    await checkScreen(rosa, 'safety-contact-3-blocked', {
      at: rosa.getByText(SAFETY_MSG.blockedName(STRANGER.name)),
    });

    // His video is gone from her catalogue, and so is his page.
    await openTab(rosa, 'Habilidades');
    await search(rosa).fill('telar de cintura');
    await expect(rosa.getByText('No encontramos videos para «telar de cintura».')).toBeVisible();
    await expect(rosa.getByRole('heading', { name: TITLE })).toHaveCount(0);
    await checkScreen(rosa, 'safety-contact-4-catalogue-after');
  });

  await strangerPhone.close();
});
