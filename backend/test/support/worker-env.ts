import { randomBytes } from 'node:crypto';
import { databaseUrlFor, workerDatabaseName } from './test-database';

// Runs in each Jest worker before each test file: this worker's database, and a Redis key prefix of
// the file's own, since jobs queued by one file's app outlive it and must not reach the next file's.
const name = workerDatabaseName(process.env.TEST_RUN_NAME!, process.env.JEST_WORKER_ID ?? '1');
process.env.TEST_DATABASE_NAME = name;
process.env.TEST_DATABASE_URL = databaseUrlFor(name);
process.env.TEST_REDIS_PREFIX = `${name}:${randomBytes(4).toString('hex')}`;
