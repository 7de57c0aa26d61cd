import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { whilePageAnswers } from './page-answers';
import { journeyBaseURL } from './servers';

export interface CheckScreenOptions {
  /**
   * A whole-page picture instead of the 390x844 viewport. Off by default: a full-page capture draws the
   * fixed bottom bar and the sticky header in the middle of the page and never loads lazy posters.
   */
  fullPage?: boolean;
  /** Scrolls this element to the top of the screen (under the sticky header) instead of the page's top. */
  at?: Locator;
  /** Runs axe-core on the screen (default). */
  axe?: boolean;
}

// Toasts come and go on their own (5 s): one caught half-faded over the content tells nothing about
// the screen, so they are left out of the picture (they stay in the page for the axe check).
const HIDE_TOASTS = '[data-scope="toast"] { visibility: hidden !important; }';

/**
 * Saves a phone-sized screenshot as a test artifact and checks the screen with axe-core: what a phone
 * shows (the viewport), from the top of the page or of `at`, once animations have settled and the
 * pictures on screen have loaded.
 */
export async function checkScreen(
  page: Page,
  name: string,
  { fullPage = false, at, axe = true }: CheckScreenOptions = {},
): Promise<void> {
  // For the picture only (images in): a live connection still on HTTP long-polling, as on a slow
  // machine, keeps a request open and the network never idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await whilePageAnswers(page, () =>
    at
      ? at.evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          // The sticky header would cover the element's first line.
          window.scrollBy(0, -96);
        })
      : page.evaluate(() => window.scrollTo(0, 0)),
  );
  // Opening and closing dialogs, toasts and accordions animate for up to ~300 ms.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Lazy posters start loading once scrolled into view; wait until those on screen are drawn.
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage, animations: 'disabled', style: HIDE_TOASTS });
  if (!axe) return;
  // axe reads the page over several tasks: a screen still re-rendering meanwhile (a tab panel drawn
  // again with new ids) was reported as pointing at ids that existed a moment before and after.
  await quietDom(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      `accessibility of ${name}`,
    )
    .toEqual([]);
}

/** Resolves once the page has gone QUIET_MS without a change to its elements (at most 5 s). */
async function quietDom(page: Page): Promise<void> {
  const QUIET_MS = 300;
  await page
    .evaluate(
      (quietMs) =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(done, quietMs);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quietMs);
          });
          const cap = setTimeout(done, 5_000);
          function done() {
            observer.disconnect();
            clearTimeout(cap);
            resolve();
          }
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
      QUIET_MS,
    )
    .catch(() => undefined);
}

/** The sign-in's address, alone or with the entry card chosen on the landing (/login?tipo=person). */
export const LOGIN_URL = /\/login(\?tipo=\w+)?$/;

/**
 * Signs in as a person does: through the /login form. A fresh phone opens the site at /login; a page
 * already on the site (after a sign-out) gets there by tapping, never by loading a page, so the
 * journeys see what an in-app sign-in really does (the live connection, the cache).
 */
export async function logIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(LOGIN_URL);
}

/** Fills and sends the /login form, without waiting for the outcome (for journeys where it fails). */
export async function submitLogin(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await openLoginForm(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function openLoginForm(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto('/login');
    return;
  }
  if (LOGIN_URL.test(page.url())) return;
  // Signed out, the app shows the landing: its 'Persona' card leads to the form.
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('link', { name: /Persona/ })
    .first()
    .click();
  await expect(page).toHaveURL(LOGIN_URL);
}

/** Taps a tab of the bottom navigation (its name may carry an unread count). */
export async function openTab(
  page: Page,
  label: 'Habilidades' | 'Chats' | 'Relatos' | 'Profesional' | 'Perfil',
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Until the app has taken the drawn page over: its last start-up step clears what
 * public/load-app-after-paint.js kept of a tap made before it ran.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { tapBeforeApp?: unknown }).tapBeforeApp === null, undefined, {
    timeout: 30_000,
  });
}

/** Until the app is stored on the phone: the service worker precached it and controls the page. */
export async function appStoredOn(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** The open conversation's message box, found by its label as a person finds it. */
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Escribe un mensaje' });

/** The open conversation's message with this text. */
export const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

/** What makes a browser context our phone: 390x844, touch, the project's locale and time zone. */
export function phoneOptions(baseURL = journeyBaseURL()): BrowserContextOptions {
  const { locale, timezoneId } = test.info().project.use;
  return {
    baseURL,
    locale,
    timezoneId,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  };
}

/** A fresh phone (own cookies) at 390x844, for journeys with more than one person. */
export async function newPhone(
  browser: Browser,
  { baseURL, ...options }: Pick<BrowserContextOptions, 'serviceWorkers' | 'baseURL'> = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...phoneOptions(baseURL), ...options });
}

/**
 * Ticks a checkbox as a person does, tapping the box they see, and checks that it looks ticked:
 * a box that stayed white when ticked invited a second tap that unticked it.
 */
export async function tickBox(page: Page, name: RegExp): Promise<void> {
  const input = page.getByRole('checkbox', { name });
  const box = page.locator('label[data-scope="checkbox"]').filter({ has: input }).locator('[data-part="control"]');
  await box.click();
  await expect(input).toBeChecked();
  await expect(box).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
}

const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * Fills the registration form as a professional does, with a PDF certificate, and ticks the terms
 * and the privacy policy; 'Profesional' must already be chosen (its fields show then). Not sent.
 */
export async function fillProfessionalRegistration(
  page: Page,
  person: { name: string; email: string; password: string; specialty: string },
): Promise<void> {
  await page.getByLabel('Nombre completo').fill(person.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill(person.password);
  await page.getByLabel('País').selectOption('chile');
  await page.getByLabel('Región o ciudad').fill('Valparaíso');
  await page.getByLabel('Especialidad').fill(person.specialty);
  await page
    .locator('input[type="file"][accept*="pdf"]')
    .first()
    .setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await tickBox(page, /términos/i);
  await tickBox(page, /privacidad/i);
}

/**
 * Registers a new person through the form, from the landing's 'Persona' card, as a stranger to the
 * demo accounts does; ends on /skills, signed in.
 */
export async function registerPerson(
  page: Page,
  person: { name: string; email: string; password: string; city: string },
): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Persona/ })
    .first()
    .click();
  // The sign-in first: the landing has a 'Crear cuenta' of its own, without the choice.
  await expect(page.getByRole('heading', { level: 1, name: 'Ingreso Persona' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre completo').fill(person.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill(person.password);
  await page.getByLabel('País').selectOption('chile');
  await page.getByLabel('Región o ciudad').fill(person.city);
  await tickBox(page, /términos/i);
  await tickBox(page, /privacidad/i);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/skills$/);
}
