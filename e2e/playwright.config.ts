import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverPort, serverUrl } from './support/servers';

const chromium = (() => {
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();

/**
 * Journeys in Debian's Chromium at a phone viewport, against the built app: one server and database
 * per worker (support/servers.ts), whose address each journey's pages get as their baseURL.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A journey that fails once fails the run: a retry hid taps lost on drawn pages, which a person
  // meets as a button that does nothing (docs/decisions/first-load.md).
  retries: 0,
  reporter: [['list'], ['./support/failure-reporter.ts']],
  globalSetup: './support/journey-rules.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    screenshot: 'only-on-failure',
    // A tap or a typing that cannot happen (the screen never came) fails at its own line, not as the
    // whole journey's timeout with no step named.
    actionTimeout: 60_000,
    // A trace records a screencast and DOM snapshots of every step of every journey: a quarter of the
    // suite's time on a 2-core machine. When hunting a failure: `npm run test:e2e -- --trace on`.
    trace: 'off',
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: `node e2e/support/serve.mjs`,
    cwd: '..',
    url: `${serverUrl(slot)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_SLOT: String(slot), E2E_PORT: String(serverPort(slot)) },
  })),
});
