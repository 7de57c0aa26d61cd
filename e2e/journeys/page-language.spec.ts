import { expect, test } from '../support/servers';
import { newPhone } from '../support/screens';

// Screen readers and the browser's translator read every page as Chilean Spanish: the drawn pages
// (landing, sign-in) say so in their HTML, before any script runs.
test('every drawn page says lang="es-CL", and the landing asks ¿No tienes cuenta?', async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await page.route('**/assets/**', (route) => route.abort());
  for (const path of ['/', '/login', '/login?tipo=person', '/login?tipo=professional', '/login?tipo=institution']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
  }
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: '¿No tienes cuenta? Crear cuenta' })).toBeVisible();
  await phone.close();
});
