import Redis from 'ioredis';
import { withAdminClient, workerDatabaseName } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const run = process.env.TEST_RUN_NAME;
  if (!run) return;
  await withAdminClient(async (c) => {
    for (let worker = 1; worker <= Number(process.env.TEST_RUN_WORKERS); worker++)
      await c.query(`DROP DATABASE IF EXISTS ${workerDatabaseName(run, worker)} WITH (FORCE)`);
  });
  await dropRedisKeys(`${run}_w*`).catch(() => undefined);
}

/** Removes this run's queue keys (everything under its prefix). */
async function dropRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL_FOR_TESTS ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
