import { databaseUrlFor, workerDatabaseName } from './test-database';

// Runs in each Jest worker before its test files: this worker's database and Redis key prefix.
const name = workerDatabaseName(process.env.TEST_RUN_NAME!, process.env.JEST_WORKER_ID ?? '1');
process.env.TEST_DATABASE_NAME = name;
process.env.TEST_DATABASE_URL = databaseUrlFor(name);
process.env.TEST_REDIS_PREFIX = name;
