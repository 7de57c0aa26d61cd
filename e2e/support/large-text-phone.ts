import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { phoneOptions } from './screens';
import { test } from './servers';

// A phone whose owner set the text to 200%: Chromium's own profile preference (default font size 32
// instead of 16), which the page honours as a phone's text setting.

/** A phone at 390×844 (or as given) whose owner set the text to 200%, for `use`; its profile is removed after. */
export async function withLargeTextPhone(
  use: (phone: BrowserContext) => Promise<void>,
  viewport = { width: 390, height: 844 },
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'cg-large-text-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { default_font_size: 32 } } }),
  );
  const phone = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    ...phoneOptions(),
    viewport,
    ...options,
  });
  try {
    await use(phone);
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
