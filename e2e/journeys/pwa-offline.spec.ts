import { expect, test } from '../support/servers';
import { checkScreen, logIn, newPhone, openTab } from '../support/screens';

// The installed app on a phone that loses its signal: the service worker, installed on the first
// visit, answers a screen that cannot load with the Spanish offline page, keeps nothing of /api, and
// the app comes back by itself with the connection.

test('offline after the first visit: the Spanish offline page, and the app again once back online', async ({
  browser,
}) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await logIn(page, 'aprendiz@demo.cl');
  await expect(page.getByRole('heading', { name: 'Mentores destacados' })).toBeVisible();

  // The first visit installs the worker and stores the app shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/offline.html', { ignoreSearch: true }))), {
      timeout: 30_000,
    })
    .toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|socket\.io)\//.test(path))).toEqual([]);

  // No signal: opening a screen shows the offline page instead of the browser's error.
  await phone.setOffline(true);
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión a internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await checkScreen(page, 'pwa-1-offline-page');

  // The signal comes back: the page opens the screen by itself, still signed in.
  await phone.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Relatos de la Comunidad' })).toBeVisible({ timeout: 15_000 });
  await openTab(page, 'Habilidades');
  await expect(page.getByRole('heading', { name: 'Mentores destacados' })).toBeVisible();

  await phone.close();
});
