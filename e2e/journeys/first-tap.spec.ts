import type { BrowserContext, Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import { appRunning, logIn, openTab } from '../support/screens';

// The slowest phone: text at 200%, its processor 6× slower than this host's (DevTools' throttling),
// the app's scripts 1 s late. A person taps what a drawn page shows as soon as it shows, and again at
// each moment the app may be taking the page over: the tap does what it says, once.

/** A page of `phone` on that slow phone, that marks the moment its app starts taking the page over. */
async function slowPage(phone: BrowserContext): Promise<Page> {
  const page = phone.pages()[0] ?? (await phone.newPage());
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() =>
    window.addEventListener('app-hydrating', () => document.documentElement.setAttribute('data-app-starting', '')),
  );
  return page;
}

// When the finger comes down: as soon as the page shows, as its app starts taking it over, and once
// the app has taken it over (the app's last step clears what public/load-app-after-paint.js kept).
const MOMENTS = ['drawn', 'app starting', 'app running'] as const;
type Moment = (typeof MOMENTS)[number];

/**
 * The person scrolls `target` into view as soon as it shows and taps where it is on the screen at
 * `moment`, as a finger does: whatever is under that point then gets the tap.
 */
async function tapAt(page: Page, moment: Moment, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await target.boundingBox())!;
  if (moment === 'app starting') await page.locator('html[data-app-starting]').waitFor({ state: 'attached' });
  if (moment === 'app running') await appRunning(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** How many entries the tab's history has: a tap that goes somewhere adds one, never two. */
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

async function opensOnce(page: Page, moment: Moment, target: Locator, arrived: Locator, url: RegExp) {
  const before = await historyLength(page);
  await tapAt(page, moment, target);
  await expect(arrived).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(url);
  expect(await historyLength(page)).toBe(before + 1);
}

// Each journey has a phone of its own: the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const moment of MOMENTS) {
  test(`at 200% text on a slow phone, the first tap on a drawn page works once (${moment})`, async () => {
    test.setTimeout(480_000);
    await withLargeTextPhone(
      async (phone) => {
        const page = await slowPage(phone);

        // The landing's card leads to its sign-in.
        await page.goto('/', { waitUntil: 'commit' });
        await opensOnce(
          page,
          moment,
          page.getByRole('link', { name: /Persona/ }).first(),
          page.getByRole('heading', { level: 1, name: 'Ingreso Persona' }),
          /\/login\?tipo=person$/,
        );

        // The sign-in's 'Crear cuenta' leads to the registration, with the landing's choice.
        await page.goto('/login?tipo=person', { waitUntil: 'commit' });
        await opensOnce(
          page,
          moment,
          page.getByRole('link', { name: 'Crear cuenta' }),
          page.getByRole('radio', { name: /Persona/ }),
          /\/register\?tipo=person$/,
        );
        await expect(page.getByRole('radio', { name: /Persona/ })).toBeChecked();

        // 'Ingresar' with the credentials typed: signed in once, on /skills (before the app, the form
        // posts itself).
        const signIns: string[] = [];
        page.on('request', (r) => void (r.method() === 'POST' && /\/login/.test(r.url()) && signIns.push(r.url())));
        await page.goto('/login', { waitUntil: 'commit' });
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill('aprendiz@demo.cl');
        await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
        await tapAt(page, moment, page.getByRole('button', { name: 'Ingresar' }));
        await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible({
          timeout: 30_000,
        });
        expect(signIns).toHaveLength(1);

        // A conversation for /chats to list, started as a person starts it (at full speed).
        const setup = await phone.newPage();
        await setup.goto('/skills');
        await setup.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
        await expect(setup).toHaveURL(/\/chat\//);
        await setup.close();

        // /skills, drawn by the server: a featured mentor's card opens their page.
        await page.goto('/skills', { waitUntil: 'commit' });
        await opensOnce(
          page,
          moment,
          page.getByRole('region', { name: 'Mentores destacados' }).getByRole('link').first(),
          page.getByRole('button', { name: 'Agendar Reunión' }),
          /\/mentor\//,
        );

        // Its tabs: 'Habilidades Guardadas' shows the saved list.
        await page.goto('/skills', { waitUntil: 'commit' });
        await tapAt(page, moment, page.getByRole('link', { name: /Habilidades Guardadas/ }));
        await expect(page.getByRole('link', { name: /Habilidades Guardadas/ })).toHaveAttribute(
          'aria-current',
          'page',
          {
            timeout: 30_000,
          },
        );
        await expect(page).toHaveURL(/\/skills\?tab=guardadas$/);

        // Its search: what is typed into the drawn field is searched for once the app runs.
        await page.goto('/skills', { waitUntil: 'commit' });
        const search = page.getByRole('searchbox', { name: 'Buscar habilidades' });
        await tapAt(page, moment, search);
        await page.keyboard.type('huerto');
        await expect(page.getByRole('heading', { level: 2, name: 'Videos encontrados' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(search).toHaveValue('huerto');
        await expect(page).toHaveURL(/\/skills\?q=huerto$/);

        // /chats, drawn by the server: a conversation opens.
        await page.goto('/chats', { waitUntil: 'commit' });
        const conversation = page.getByRole('main').getByRole('link', { name: /Rosa Martínez/ });
        await opensOnce(
          page,
          moment,
          conversation.first(),
          page.getByRole('textbox', { name: 'Escribe un mensaje' }),
          /\/chat\//,
        );
      },
      undefined,
      { serviceWorkers: 'block' },
    );
  });
}

// At 200% the bottom menu closes the page, right under the day's wisdom, which appears 3 s after the
// screen. A person who reached the menu then taps where 'Chats' was: it must still be there.
test('at 200% text the day’s wisdom appears without moving the bottom menu from under the finger', async () => {
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await logIn(page, 'mentor@demo.cl');
    await appRunning(page);
    // Back to /skills from another screen: its data is in, so only the wisdom is still to come.
    await openTab(page, 'Chats');
    await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
    await openTab(page, 'Habilidades');
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible();

    const chats = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Chats/ });
    await chats.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await chats.boundingBox())!;
    const wisdom = page.getByRole('complementary', { name: 'Sabiduría del día' });
    await expect(wisdom, 'the menu was found before the wisdom came').toHaveCount(0);

    await expect(wisdom).toBeAttached();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  });
});
