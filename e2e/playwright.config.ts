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
  // On CI, a journey that fails is run once more, and Playwright reports it "flaky" with its first
  // failure printed (support/failure-reporter.ts prints what the page showed). Lost taps on pages drawn
  // ahead at 200% text still fail a first attempt now and then (docs/decisions/first-load.md): each is
  // a bug to find, not a reason to lose a whole run. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
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
