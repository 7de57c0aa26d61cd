import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys of the production topology: the same phone and Chromium as the other journeys, against
 * nginx in front of two API instances that deploy/topology/run.mjs has started (it sets TOPOLOGY_URL).
 */
export default defineConfig({
  ...base,
  testDir: './topology',
  outputDir: './artifacts/topology-results',
  globalTeardown: undefined,
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.TOPOLOGY_URL },
});
