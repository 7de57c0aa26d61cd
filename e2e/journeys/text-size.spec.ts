import { resolve } from 'node:path';
import { chromium, type Browser, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFakeMedia } from '../support/fake-media';
import { expect, test, type Page } from '../support/servers';
import { expectReflow } from '../support/phone-checks';
import { appStoredOn, logIn, newPhone, registerPerson } from '../support/screens';

// 'Tamaño de letra' at 'Muy grande', chosen on the landing of a 390×844 phone before registering: the
// screens use the room better than at the browser's 200% (/skills shows its search box on the first
// screen, a chat its header, three latest messages and composer together), nothing sits on top of a
// control, and the choice follows the account to a second phone once the person signs in there. The
// screenshots are looked at.

const artifact = (name: string) => resolve(__dirname, '..', 'artifacts', `text-size-${name}.png`);
const shot = (page: Page, name: string) => page.screenshot({ path: artifact(name), animations: 'disabled' });

const MESSAGES = ['Hola Rosa, ¿cómo está?', '¿Me enseña a tejer?', 'Puedo el sábado.'];

/** No other element at the centre of `name`'s control: what a tap there reaches is the control itself. */
async function expectUncovered(locator: Locator, name: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  // What the screen shows after that scroll: notices move clear of the composer in the frame that
  // draws it, which a script scrolling and asking at once comes before (a finger never does).
  await locator.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  const hit = await locator.evaluate((control) => {
    const box = control.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (control === top || control.contains(top))
      ? 'the control'
      : (top?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(hit, `what a tap at the centre of ${name} reaches`).toBe('the control');
}

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch(withFakeMedia());
});
test.afterAll(() => browser?.close());

async function photo(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'cg-journey-')), 'foto.jpg');
  await sharp({ create: { width: 400, height: 300, channels: 3, background: 'green' } })
    .jpeg()
    .toFile(path);
  return path;
}

test("'Muy grande' chosen on the landing: roomier screens, and it follows the account", async () => {
  test.setTimeout(300_000);
  const phone = await newPhone(browser);
  await phone.grantPermissions(['microphone']);
  const page = await phone.newPage();
  await page.goto('/');
  const sizes = page.getByRole('group', { name: 'Tamaño de letra' });
  await expect(sizes.getByRole('radio', { name: 'Normal' })).toBeChecked();
  await sizes.getByText('Muy grande').click();
  await expect(sizes.getByRole('radio', { name: 'Muy grande' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'muy-grande');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('36px');
  await expectReflow(page, 'landing at Muy grande');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, '1-landing');

  const email = `letra.${Date.now()}@ejemplo.cl`;
  const password = 'letra-grande-2026';
  await registerPerson(page, { name: 'Elena Soto', email, password, city: 'Temuco' });
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'muy-grande');
  const search = page.getByRole('searchbox', { name: /Buscar habilidades/ });
  await expect(search).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, '2-skills');
  await expect(search).toBeInViewport({ ratio: 1 });
  await expectReflow(page, '/skills at Muy grande');

  await page.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  for (const text of MESSAGES) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: text })).toContainText(/Enviado|Leído/);
  }
  await shot(page, '3-chat');
  // The conversation fills the screen from its header down: the name, the three latest messages and the
  // composer together, its controls whole and uncovered at a target's size.
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeInViewport({ ratio: 1 });
  for (const text of MESSAGES) {
    await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeInViewport({ ratio: 1 });
  }
  await expect(composer).toBeInViewport({ ratio: 1 });
  for (const name of ['Foto', 'Mensaje de voz', 'Enviar']) {
    const control = page.getByRole('button', { name, exact: true });
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height), `the smaller side of '${name}'`).toBeGreaterThanOrEqual(44);
    await expectUncovered(control, `'${name}' beside the message box`);
  }
  await expectReflow(page, 'a chat at Muy grande');

  // A photo under review: its message box is no one's but the person's to tap.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Foto' }).click();
  await (await chooser).setFiles(await photo());
  await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
  await shot(page, '4-photo-review');
  await expectUncovered(composer, 'the message box beside a photo under review');
  await expectUncovered(page.getByRole('button', { name: 'Descartar' }), "the photo's 'Descartar'");
  const sendPhoto = page.getByRole('button', { name: 'Enviar foto' });
  await expectUncovered(sendPhoto, "'Enviar foto'");
  await sendPhoto.click();
  await expect(page.getByRole('log').getByRole('img', { name: 'Foto que enviaste. Abrir en grande' })).toBeVisible();

  // A voice note heard before it goes: 'Descartar' and 'Enviar' are tapped, not the menu.
  await page.getByRole('button', { name: 'Mensaje de voz' }).click();
  await expect(page.getByText(/Grabando… 0:0[1-9]/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Detener' }).click();
  await expect(page.getByText('Escucha tu mensaje antes de enviarlo')).toBeVisible();
  await shot(page, '5-voice-review');
  // A notice while the review stands high: the whole notice on the screen, its text all readable (here:
  // signing out without signal, on a shared phone).
  await appStoredOn(page);
  await phone.setOffline(true);
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const notice = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'No pudimos cerrar tu sesión' });
  await expect(notice).toBeVisible();
  await notice.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await shot(page, '5b-notice-over-voice-review');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await notice.click();
  await expect(notice).toBeHidden();
  await phone.setOffline(false);
  await expectUncovered(page.getByRole('button', { name: 'Descartar' }), "the voice note's 'Descartar'");
  const sendVoice = page.getByRole('button', { name: 'Enviar mensaje de voz' });
  await expectUncovered(sendVoice, "the voice note's 'Enviar'");
  await sendVoice.click();
  await expect(page.getByRole('log').getByText('Tu mensaje de voz')).toBeVisible();
  await phone.close();

  // Another phone, at its own Normal: signing in there brings the account's 'Muy grande'. Its app is
  // slow to come, so the sign-in posts the drawn form and the server draws /skills: that page is at
  // 'Muy grande' from its first paint, and stays so once the app runs.
  const second = await newPhone(browser);
  const other = await second.newPage();
  let appArrives!: () => void;
  const appHeldBack = new Promise<void>((resolve) => (appArrives = resolve));
  await other.route(/\/assets\/.*\.js$/, async (route) => {
    await appHeldBack;
    await route.continue();
  });
  await logIn(other, email, password);
  await expect(other).toHaveURL(/\/skills$/);
  await expect(other.getByRole('searchbox', { name: /Buscar habilidades/ })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('data-text-size', 'muy-grande');
  expect(await other.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('36px');
  expect(await other.evaluate(() => localStorage.getItem('tamano-letra'))).toBe('muy-grande');
  appArrives();
  // Once it runs, the app greets her as its own sign-in would have (the server said it was a sign-in).
  const welcome = other.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Hola Elena Soto' });
  await expect(welcome).toBeVisible();
  await shot(other, '6a-second-phone-welcome');
  await welcome.click();
  await expect(welcome).toBeHidden();
  // The profile, drawn by the app, says so too.
  await other.getByRole('link', { name: 'Mi perfil' }).click();
  const sizes2 = other.getByRole('group', { name: 'Tamaño de letra' });
  await expect(sizes2.getByRole('radio', { name: 'Muy grande' })).toBeChecked();
  await expect(other.locator('html')).toHaveAttribute('data-text-size', 'muy-grande');
  await shot(other, '6-second-phone-profile');
  await second.close();
});
