import { randomBytes } from 'node:crypto';
import { withAdminClient, workerDatabaseName } from './test-database';

/**
 * Each run gets its own databases, so leftovers of earlier runs never change a result: one per Jest
 * worker (worker-env.ts points each worker at its own), since a test file empties the tables it uses.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const run = `cg_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  process.env.TEST_RUN_NAME = run;
  process.env.TEST_RUN_WORKERS = String(globalConfig.maxWorkers);
  await withAdminClient(async (c) => {
    for (let worker = 1; worker <= globalConfig.maxWorkers; worker++)
      await c.query(`CREATE DATABASE ${workerDatabaseName(run, worker)}`);
  });
}
