import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/servers';
import { checkScreen, logIn, newPhone } from '../support/screens';

/** Every script takes 1.5 s more, as on a slow connection; the HTML itself comes at once. */
async function slowScripts(page: Page): Promise<void> {
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/**
 * A signed-in phone (signed in through the form) opens `path` on a weak signal, with no service worker
 * yet: its precache would hand the code over at once, as on a later visit.
 */
async function openSignedInOnWeakSignal(browser: Browser, path: string) {
  const phone = await newPhone(browser, { serviceWorkers: 'block' });
  const signIn = await phone.newPage();
  await logIn(signIn, 'aprendiz@demo.cl');
  await signIn.close();
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { phone, page };
}

/** A gate a route waits at until the journey releases it. */
function heldBack(): { until: Promise<void>; release: () => void } {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}

// A phone on a weak signal opens /login: the screen arrives drawn in the HTML, the person starts
// typing before the app's JavaScript is in, and nothing typed is lost when the app takes over.

test('a prerendered /login keeps what was typed before the app arrived and signs in', async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await email.fill('aprendiz@demo.cl');
  // The controls that need the app wait for it: a tap on them would seem ignored. ('Ingresar' does not:
  // the form posts itself, without-javascript.spec.ts.)
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /mentor@demo\.cl/ })).toBeDisabled();
  await checkScreen(page, 'slow-1-login-before-app');

  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /mentor@demo\.cl/ })).toBeEnabled();
  await expect(email).toHaveValue('aprendiz@demo.cl');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Mentores destacados' })).toBeVisible();
  expect(page.url()).not.toContain('demo1234');
  await phone.close();
});

// On the same weak signal, the landing's entry cards answer a tap before the app has arrived: each is
// a plain link that carries the choice, and the sign-in it leads to is titled for it once the app runs.
test('a tap on an entry card before the app arrived still leads to that sign-in', async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: /Institución/ }).click();

  await expect(page).toHaveURL(/\/login\?tipo=institution$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Institución' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('radio', { name: /Institución/ })).toBeChecked({ timeout: 15_000 });
  await phone.close();
});

// The sign-in an entry card leads to arrives drawn with that card's title and words. Drawn with the
// general ones, it grew by two lines when its app ran, and a finger about to tap 'Crear cuenta' met
// whatever had moved under it (a journey's tap was lost so in CI).
test('the sign-in chosen on the landing arrives drawn with its own words: nothing moves when its app runs', async ({
  browser,
}) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/login?tipo=person', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Persona' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  const createAccount = page.getByRole('link', { name: 'Crear cuenta' });
  const before = await createAccount.boundingBox();

  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Persona' })).toBeVisible();
  expect(await createAccount.boundingBox()).toEqual(before);
  await createAccount.click();
  await expect(page.getByRole('radio', { name: /Persona/ })).toBeChecked();
  await phone.close();
});

// 'Crear cuenta' tapped on the drawn sign-in before its app ran loads the form afresh: the choice made
// on the landing comes with it all the same.
test("a tap on 'Crear cuenta' before the app arrived keeps the landing's choice", async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/login?tipo=professional', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  await page.getByRole('link', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/register\?tipo=professional$/);
  await expect(page.getByRole('radio', { name: /Profesional/ })).toBeChecked({ timeout: 15_000 });
  await phone.close();
});

// The registration arrives drawn too, a real form: what a person types before its app runs is still
// in the fields once the app has taken the page over, and the app sends it.
test('a prerendered /register keeps what was typed before the app arrived and creates the account', async ({
  browser,
}) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/register?tipo=person', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  const showPassword = page.getByRole('button', { name: 'Mostrar contraseña' }).first();
  await expect(showPassword).toBeDisabled();
  const typed = {
    'Nombre completo': 'Olga Navarrete',
    Email: `olga.${Date.now()}@prueba.cl`,
    Contraseña: 'olga-chillan-1951',
    'Confirmar contraseña': 'olga-chillan-1951',
    'Región o ciudad': 'Chillán',
  };
  for (const [label, value] of Object.entries(typed))
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await page.getByRole('combobox', { name: /^País/ }).selectOption('chile');
  const birthDate = page.getByRole('textbox', { name: /^Fecha de nacimiento/ });
  await birthDate.fill('21-06-1951');
  await page.getByText('Acepto los términos y condiciones').click();

  await expect(showPassword).toBeEnabled({ timeout: 15_000 });
  await expect(birthDate).toHaveValue('21-06-1951');
  await expect(page.getByRole('checkbox', { name: /términos y condiciones/ })).toBeChecked();
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue(value);
  await expect(page.getByRole('combobox', { name: /^País/ })).toHaveValue('chile');
  await page.getByText('Acepto la política de privacidad').click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar Habilidades' })).toBeVisible();
  await phone.close();
});

// A type chosen on the drawn registration before its app ran is the app's choice once it runs: its
// own fields show, as they would had the app been there.
test('a type chosen on a drawn /register before the app arrived shows its fields once it runs', async ({ browser }) => {
  const phone = await newPhone(browser);
  const page = await phone.newPage();
  await slowScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' }).first()).toBeDisabled();
  await page.getByText('Soy un profesional', { exact: false }).click();
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' }).first()).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: /Profesional/ })).toBeChecked();
  await expect(page.getByLabel('Especialidad')).toBeVisible();
  await phone.close();
});

// A signed-in person opens /chats from a home-screen icon on a weak signal: the server draws their
// conversations into the page, so they can read them before the code arrives; then the app takes that
// very page over (hydrates it: nothing drawn again, nothing flickers) and it answers taps.
test("a signed-in screen arrives drawn with the person's conversations, before its code", async ({ browser }) => {
  const message = `Nos vemos el jueves ${Date.now()}`;
  // No service worker yet (its precache would hand the code over at once, as on a later visit).
  const phone = await newPhone(browser, { serviceWorkers: 'block' });
  const signIn = await phone.newPage();
  await logIn(signIn, 'aprendiz@demo.cl');
  await signIn.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  await signIn.getByRole('textbox', { name: 'Escribe un mensaje' }).fill(message);
  await signIn.getByRole('button', { name: 'Enviar' }).click();
  await expect(signIn.getByRole('log').getByText(message)).toBeVisible();
  await signIn.close();

  const page = await phone.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (entry) => void (entry.type() === 'error' && errors.push(entry.text())));
  await slowScripts(page);
  await page.goto('/chats', { waitUntil: 'commit' });
  const row = page.getByRole('link', { name: /Rosa Martínez/ });
  await expect(row).toContainText(message);
  await expect(row).toContainText(/hace \d+ segundos|ahora|hace 1 minuto/);
  await page.screenshot({ path: 'e2e/artifacts/slow-2-chats-drawn-before-app.png' });
  // Marks the drawn row: it is still the same element once the app has taken the page over.
  await row.evaluate((link) => link.setAttribute('data-drawn-by-server', ''));

  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  await expect(page.locator('[data-drawn-by-server]')).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await expect(page.getByRole('log').getByText(message)).toBeVisible();
  expect(errors).toEqual([]);
  await phone.close();
});

// On a weak signal a signed-in person taps 'Mensaje' on /skills, drawn by the server, before its code
// is in: the tap is not lost; the conversation opens once the app has taken the page over.
test('a tap on a drawn button before the app arrived is answered once it runs', async ({ browser }) => {
  const { phone, page } = await openSignedInOnWeakSignal(browser, '/skills');
  const message = page.getByRole('button', { name: 'Mensaje a Rosa Martínez' });
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  // Before the app: no module of it has run yet (its scripts come 1.5 s late).
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/index-') && r.responseEnd > 0),
    ),
  ).toBe(false);
  await message.click();

  await expect(page).toHaveURL(/\/chat\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await phone.close();
});

// After a sign-in in the page, the screen comes before the header's code: a 'Mensaje' tapped then,
// its request still on its way when the header arrives, opens the chat all the same.
test("a chat tapped open while the header's code arrives still opens", async ({ browser }) => {
  const phone = await newPhone(browser, { serviceWorkers: 'block' });
  const page = await phone.newPage();
  const chrome = heldBack();
  await page.route(/\/assets\/signed-in-chrome-[^/]*\.js$/, async (route) => {
    await chrome.until;
    await route.continue();
  });
  const opening = heldBack();
  await page.route('**/api/chats', async (route) => {
    if (route.request().method() === 'POST') await opening.until;
    await route.continue();
  });
  await page.goto('/login');
  // 'Mostrar contraseña' turns on with the app: the sign-in then happens in the page.
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('aprendiz@demo.cl');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await page.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  chrome.release();
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  opening.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat\//);
  await phone.close();
});

// A screen the server does not draw (here /profile) says at once that the app is coming, then the
// screen replaces it, drawn once with its data (no spinner in between).
test('a screen drawn in the browser says "Cargando…" until its code arrives', async ({ browser }) => {
  const { phone, page } = await openSignedInOnWeakSignal(browser, '/profile');
  // The root is there once the head's script has come (a weak signal brings it slowly too).
  const loadingText = () =>
    page.evaluate(() => {
      const root = document.getElementById('root');
      return root ? getComputedStyle(root, '::after').content : null;
    });
  await expect.poll(loadingText).toBe('"Cargando…"');
  // What the phone shows meanwhile (checkScreen would wait for the app).
  await page.screenshot({ path: 'e2e/artifacts/slow-3-profile-before-app.png' });
  expect(await loadingText()).toBe('"Cargando…"');

  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible({ timeout: 15_000 });
  expect(await loadingText()).toBe('none');
  await phone.close();
});
