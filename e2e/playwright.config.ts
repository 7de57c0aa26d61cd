import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

const chromium = (() => {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Journeys in Debian's Chromium at a phone viewport, against the built app on its own database. */
export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/journey-rules.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node e2e/support/serve.mjs`,
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
