import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Saves a phone-sized screenshot as a test artifact and checks the screen with axe-core. */
export async function checkScreen(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  // An open dialog is fixed to the viewport: a full-page picture would show it out of place.
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `accessibility of ${name}`).toEqual([]);
}

export async function logIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A fresh phone (own cookies) at 390x844, for journeys with more than one person. */
export async function newPhone(browser: Browser): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  return browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
}
