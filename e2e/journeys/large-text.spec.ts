import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, journeyBaseURL, test } from '../support/servers';
import { visitEveryScreen } from '../support/every-screen';
import { expectReflow } from '../support/phone-checks';
import { checkScreen } from '../support/screens';

// A phone whose owner set the text to 200%: Chromium's own profile preference (default font size 32
// instead of 16), which the page honours as a phone's text setting. Every screen of spec §2 must
// reflow in one column at 390 px: no sideways scrolling, header and navigation controls neither on
// top of each other nor cut off. The screenshots are looked at (e2e/artifacts/large-text-*.png).

test('at 200% text every screen reflows in one column', async () => {
  test.setTimeout(600_000);
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
    const page = phone.pages()[0] ?? (await phone.newPage());
    let last = Date.now();
    await visitEveryScreen(page, async (name) => {
      console.log(`large text: ${name} opened in ${Date.now() - last} ms`);
      // The app's 18 px base follows the person's setting: 112.5% of 32 px.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('36px');
      await expectReflow(page, name);
      await checkScreen(page, `large-text-${name}`);
      last = Date.now();
    });
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
