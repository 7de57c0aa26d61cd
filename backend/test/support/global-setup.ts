import { randomBytes } from 'node:crypto';
import { databaseUrlFor, withAdminClient } from './test-database';

/** Each run gets its own database, so leftovers of earlier runs never change a result. */
export default async function globalSetup(): Promise<void> {
  const name = `cg_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = databaseUrlFor(name);
  process.env.TEST_REDIS_PREFIX = name;
}
