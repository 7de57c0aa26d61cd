import { join } from 'node:path';
import { test as base } from '@playwright/test';

// Journeys run in parallel Playwright workers, each against a server of its own (own port, database,
// mailbox and push log: e2e/support/serve.mjs), because they share the demo accounts and one
// person's open socket changes what another journey sees (a push is only sent to a closed app).
// A worker's parallelIndex is unique among the workers running at once, so it names its server.

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export const serverPort = (slot: number) => FIRST_PORT + slot;
export const serverUrl = (slot: number) => {
  // Playwright's --workers would start workers with no server of their own.
  if (slot >= E2E_WORKERS) throw new Error(`Journeys have ${E2E_WORKERS} servers: set E2E_WORKERS, not --workers`);
  return `http://localhost:${serverPort(slot)}`;
};

/** Where this worker's server keeps what a journey reads: its mailbox, push log and log. */
export const serverArtifacts = (slot = base.info().parallelIndex) =>
  join(__dirname, '..', 'artifacts', `server-${slot}`);

/** This worker's server, for contexts a journey opens itself. */
export const journeyBaseURL = () => serverUrl(base.info().parallelIndex);

/** Playwright's test, with every page pointed at this worker's server. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
