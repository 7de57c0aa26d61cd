import { expect, test } from '../support/servers';
import { latestMailTo } from '../support/mailbox';
import { checkScreen, logIn, newPhone } from '../support/screens';

// A person who forgot her password gets back in alone: /login → '¿Olvidaste tu contraseña?' → the
// email's link → a new password → sign in. The phone still signed in with the old password is
// signed out by itself.

const EMAIL = 'institucion.pendiente@demo.cl';
const NEW_PASSWORD = 'mi-clave-nueva-2026';

test('a forgotten password is replaced through the emailed link, and old sessions end', async ({ browser }) => {
  const [oldPhone, newPhoneContext] = await Promise.all([newPhone(browser), newPhone(browser)]);
  const stillSignedIn = await oldPhone.newPage();
  await logIn(stillSignedIn, EMAIL);

  const page = await newPhoneContext.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await checkScreen(page, 'recovery-1-email');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si hay una cuenta con ese email, te enviamos un enlace')).toBeVisible();
  await checkScreen(page, 'recovery-2-check-inbox');

  const mail = await latestMailTo(EMAIL);
  expect(mail.subject).toBe('Restablece tu contraseña de Conectando Generaciones');
  const link = /https?:\/\/\S+\/restablecer-contrasena\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // Opening the email's link.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear contraseña nueva' })).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repite la contraseña nueva').fill('otra-cosa');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repite la contraseña nueva').fill(NEW_PASSWORD);
  await checkScreen(page, 'recovery-3-new-password');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Tu contraseña fue cambiada. Ya puedes iniciar sesión.')).toBeVisible();

  // The phone that was signed in with the old password is signed out, with no tap.
  await expect(stillSignedIn.getByRole('button', { name: 'Menú' })).toBeHidden({ timeout: 15_000 });

  // The old password no longer opens the account; the new one does.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Email o contraseña incorrectos', { exact: false })).toBeVisible();
  await logIn(page, EMAIL, NEW_PASSWORD);
  await checkScreen(page, 'recovery-4-signed-in');

  // The link was single-use: opened again from the email, it says so before asking for anything.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('no es válido o ya expiró');
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();

  await Promise.all([oldPhone.close(), newPhoneContext.close()]);
});
