import Redis from 'ioredis';
import { withAdminClient } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (!name) return;
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await dropRedisKeys(`${name}:*`).catch(() => undefined);
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
