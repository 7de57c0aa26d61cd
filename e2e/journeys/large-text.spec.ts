import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { expect, journeyBaseURL, test } from '../support/servers';
import { visitEveryScreen } from '../support/every-screen';
import { expectReflow, expectWholeWords } from '../support/phone-checks';
import { checkScreen, logIn } from '../support/screens';

// A phone whose owner set the text to 200%: Chromium's own profile preference (default font size 32
// instead of 16), which the page honours as a phone's text setting. Every screen of spec §2 must
// reflow in one column at 390 px: no sideways scrolling, header and navigation controls neither on
// top of each other nor cut off. The screenshots are looked at (e2e/artifacts/large-text-*.png).

/** A phone at 390×844 whose owner set the text to 200%, for `use`; its profile is removed after. */
async function withLargeTextPhone(use: (phone: BrowserContext) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'cg-large-text-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { default_font_size: 32 } } }),
  );
  const { launchOptions, locale, timezoneId } = test.info().project.use;
  const phone = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: journeyBaseURL(),
    locale,
    timezoneId,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await use(phone);
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('at 200% text every screen reflows in one column', async () => {
  test.setTimeout(600_000);
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    let last = Date.now();
    await visitEveryScreen(page, async (name) => {
      console.log(`large text: ${name} opened in ${Date.now() - last} ms`);
      // The app's 18 px base follows the person's setting: 112.5% of 32 px.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('36px');
      await expectReflow(page, name);
      // The whole page: the viewport alone hid what broke further down (tabs, figures).
      await checkScreen(page, `large-text-${name}`, { fullPage: true });
      last = Date.now();
    });
  });
});

// The welcome after signing in names the person: beside the notice's close button, at 200% the
// name broke inside every word ('Bienv' / 'enido', 'Valdiv' / 'ia').
test('at 200% text a notice reads its words whole', async () => {
  await withLargeTextPhone(async (phone) => {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await logIn(page, 'aprendiz@demo.cl');
    const welcome = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Hola Tomás Fuentes' });
    await expect(welcome).toBeVisible();
    await expectWholeWords(page, '[data-scope="toast"][data-part="root"]', 'the welcome notice');
    await expect(welcome.getByRole('button', { name: 'Cerrar aviso' })).toBeInViewport();
    // checkScreen hides notices from its pictures: this one is the point.
    await page.screenshot({ path: 'e2e/artifacts/large-text-notice.png', animations: 'disabled' });
  });
});
