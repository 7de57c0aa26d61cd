import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import { TOUR_ACCOUNTS, visitScreensOf, whose } from '../support/every-screen';
import { expectReflow, expectWholeWords } from '../support/phone-checks';
import { checkScreen, fillProfessionalRegistration, logIn, logOut } from '../support/screens';

// Every screen must reflow in one column at 390 px at 200% text (support/large-text-phone.ts):
// no sideways scrolling, header and navigation controls neither on top of each other nor cut off. The
// screenshots are looked at (e2e/artifacts/large-text-*.png).

// A professional registers through the form at 200% text, so the admin's list has a card to read.
async function registerProfessional(page: Page): Promise<void> {
  await page.goto('/register');
  await page.getByText('Soy un profesional', { exact: false }).click();
  await expect(page.getByRole('radio', { name: /Profesional/ })).toBeChecked();
  await fillProfessionalRegistration(page, {
    name: 'Camilo Fuentes Valdebenito',
    email: `camilo.${Date.now()}@ejemplo.cl`,
    password: 'kinesio-valpo-2026',
    specialty: 'Kinesiología geriátrica',
  });
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Revisaremos tu certificado', { exact: false }).last()).toBeVisible();
  await logOut(page);
}

test.describe.configure({ mode: 'parallel' });

for (const account of TOUR_ACCOUNTS)
  test(`at 200% text every screen ${whose(account)} reflows in one column`, async () => {
    test.setTimeout(300_000);
    await withLargeTextPhone(async (phone) => {
      const page = phone.pages()[0] ?? (await phone.newPage());
      if (account === 'admin@demo.cl') await registerProfessional(page);
      let last = Date.now();
      await visitScreensOf(page, account, async (name) => {
        console.log(`large text: ${name} opened in ${Date.now() - last} ms`);
        // The app's 18 px base follows the person's setting: 112.5% of 32 px.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('36px');
        // Titles come close to the body's size, as a phone's largest type does: at 72 px a title was
        // four words a screen.
        const titles = await page
          .locator('h1, h2')
          .evaluateAll((all) => all.map((h) => parseFloat(getComputedStyle(h).fontSize)));
        expect.soft(Math.max(0, ...titles), `largest title on ${name}`).toBeLessThanOrEqual(36 * 1.375);
        await expectReflow(page, name);
        // axe runs on every screen at 100% (readable-screens): its rules do not change with the text
        // size, except contrast, whose bar is lower for large text.
        await checkScreen(page, `large-text-${name}`, { axe: false });
        last = Date.now();
      });
    });
  });

// The welcome after signing in names the person: beside the notice's close button, at 200% the
// name broke inside every word ('Bienv' / 'enido', 'Valdiv' / 'ia').
test('at 200% text a notice reads its words whole', async () => {
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    // What is typed stops short of 'Mostrar': at 200% the password ran under it.
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
    await password.fill('demo1234');
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    const textEnd = () =>
      password.evaluate(
        (input) => input.getBoundingClientRect().right - parseFloat(getComputedStyle(input).paddingRight),
      );
    // The drawn page is measured once the app has started on it.
    await expect.poll(textEnd).toBeLessThanOrEqual((await toggle.boundingBox())!.x);
    await logIn(page, 'aprendiz@demo.cl');
    const welcome = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Hola Tomás Fuentes' });
    await expect(welcome).toBeVisible();
    await expectWholeWords(page, '[data-scope="toast"][data-part="root"]', 'the welcome notice');
    await expect(welcome.getByRole('button', { name: 'Cerrar aviso' })).toBeInViewport();
    // checkScreen hides notices from its pictures: this one is the point.
    await page.screenshot({ path: 'e2e/artifacts/large-text-notice.png', animations: 'disabled' });
  });
});

/** A dialog, sheet or menu as a person opens it, and what it is called once open. */
interface Opened {
  name: string;
  open: (page: Page) => Promise<Locator>;
}

const byName = (page: Page, role: 'dialog' | 'alertdialog' | 'menu', name?: string) =>
  name ? page.getByRole(role, { name }) : page.getByRole(role);

/** Opens a screen and taps the first button of that name, as a person does; returns what it opened. */
const fromScreen =
  (path: string, button: string, role: 'dialog' | 'alertdialog', title?: string) => async (p: Page) => {
    await p.goto(path);
    await p.getByRole('button', { name: button }).first().click();
    return byName(p, role, title);
  };

const PANELS: { account: string; panels: Opened[] }[] = [
  {
    account: 'mentor@demo.cl',
    panels: [
      {
        name: 'menu',
        open: async (p) => {
          await p.getByRole('button', { name: 'Menú' }).click();
          return byName(p, 'menu');
        },
      },
      {
        name: 'notifications',
        open: async (p) => {
          await p.getByRole('button', { name: /^Notificaciones/ }).click();
          return byName(p, 'dialog', 'Notificaciones');
        },
      },
      { name: 'edit-profile', open: fromScreen('/profile', 'Editar perfil', 'dialog', 'Editar perfil') },
      { name: 'edit-skills', open: fromScreen('/profile', 'Editar habilidades', 'dialog', 'Editar habilidades') },
      { name: 'upload-video', open: fromScreen('/profile', 'Subir Video', 'dialog', 'Subir Video') },
    ],
  },
  {
    account: 'profesional@demo.cl',
    panels: [
      { name: 'purchase', open: fromScreen('/profesional/premium', 'Comprar', 'alertdialog') },
      {
        name: 'apply',
        open: fromScreen('/profesional/salud/ofertas', 'Postular a esta oferta', 'dialog', 'Postular a Oferta'),
      },
    ],
  },
  {
    account: 'institucion@demo.cl',
    panels: [
      {
        // The demo's one application, on the offer that has it: the confirmation before awarding.
        name: 'award',
        open: async (p) => {
          await p.goto('/profesional/centro/mis-solicitudes');
          await p.getByRole('link', { name: /1 postulación/ }).click();
          await p.getByRole('button', { name: 'Adjudicar' }).first().click();
          return byName(p, 'alertdialog', 'Adjudicar trabajo');
        },
      },
    ],
  },
  {
    account: 'admin@demo.cl',
    panels: [
      { name: 'reject-offer', open: fromScreen('/admin/validar-ofertas', 'Rechazar', 'dialog', 'Rechazar Oferta') },
    ],
  },
];

// What opens over a screen (menu, notifications, forms in dialogs, confirmations) at 200% text:
// nothing runs out of its box or breaks letter by letter, and its actions can be reached.
test('at 200% text dialogs, sheets and the menu reflow', async () => {
  test.setTimeout(300_000);
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    let signedIn = false;
    for (const { account, panels } of PANELS) {
      if (signedIn) await logOut(page);
      else await page.goto('/login');
      await logIn(page, account);
      signedIn = true;
      for (const { name, open } of panels) {
        const panel = await open(page);
        await expect(panel).toBeVisible();
        // A sheet slides in: measured mid-way, it is partly off screen.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        await expectReflow(page, `the ${name} panel`);
        // A dialog taller than the screen opens at its title: centred by flexbox, its top was cut off.
        const title = panel.locator('[data-part="title"]');
        if (await title.count()) await expect(title.first(), `the ${name} panel's title`).toBeInViewport({ ratio: 1 });
        await page.screenshot({ path: `e2e/artifacts/large-text-panel-${name}.png`, animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });
});

// Held sideways, a phone at 200% text is wide enough for the usual layout but 12 lines tall: the fixed
// header and bottom bar took more than half of it, and a conversation's composer was cut off under
// the bar. The bars now scroll with the page there too.
test('at 200% text on a phone held sideways the bars scroll with the page', async () => {
  await withLargeTextPhone(
    async (phone) => {
      const page = phone.pages()[0] ?? (await phone.newPage());
      await logIn(page, 'aprendiz@demo.cl');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(nav).toBeVisible();
      expect(await nav.evaluate((bar) => getComputedStyle(bar).position)).toBe('static');
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((bar) => getComputedStyle(bar).position),
      ).toBe('static');

      await page
        .getByRole('region', { name: 'Mentores destacados' })
        .getByRole('button', { name: /Mensaje/ })
        .first()
        .click();
      const composer = page.getByRole('textbox', { name: 'Escribe un mensaje' });
      await composer.fill('Hola, ¿sigue en pie el taller del sábado?');
      const send = page.getByRole('button', { name: 'Enviar' });
      await send.scrollIntoViewIfNeeded();
      await expect(composer).toBeInViewport({ ratio: 1 });
      await expect(send).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: 'e2e/artifacts/large-text-sideways-chat.png', animations: 'disabled' });

      // With messages, the page still ends at the bottom bar: the bubbles' hidden labels once escaped
      // the conversation's scrolling and left screens of blank page below it.
      await send.click();
      for (const text of ['Yo llevo la lana.', '¿Nos vemos a las diez?']) {
        await composer.fill(text);
        await send.click();
      }
      await expect(page.getByText('¿Nos vemos a las diez?')).toBeVisible();
      const below = await nav.evaluate(
        (bar) => document.documentElement.scrollHeight - (bar.getBoundingClientRect().bottom + window.scrollY),
      );
      expect(below).toBeLessThanOrEqual(1);
    },
    { width: 844, height: 390 },
  );
});
