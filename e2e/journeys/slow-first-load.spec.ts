import { expect, test } from '@playwright/test';
import { checkScreen, newPhone } from '../support/screens';

// A phone on a weak signal opens /login: the screen arrives drawn in the HTML, the person starts
// typing before the app's JavaScript is in, and nothing typed is lost when the app takes over.

test('a prerendered /login keeps what was typed before the app arrived and signs in', async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  // Every script takes 1.5 s more, as on a slow connection; the HTML itself comes at once.
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await email.fill('aprendiz@demo.cl');
  // 'Ingresar' waits for the app: a native submit would send the password in the address.
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
  await checkScreen(page, 'slow-1-login-before-app');

  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled({ timeout: 15_000 });
  await expect(email).toHaveValue('aprendiz@demo.cl');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Mentores destacados' })).toBeVisible();
  expect(page.url()).not.toContain('demo1234');
  await phone.close();
});
