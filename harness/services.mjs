// The running services a benchmark or a deploy test works against: PostgreSQL and Redis by their
// URLs, a throwaway database and key prefix dropped at the end. Shared by bench/ and deploy/, which
// import each other nothing (eslint.config.mjs).
import { createRequire } from 'node:module';

// The backend's own dependencies, so the scripts need nothing installed of their own.
const require = createRequire(new URL('../backend/package.json', import.meta.url));
const pg = require('pg');
const Redis = require('ioredis');

export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function sql(connectionString, text, params) {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

/** Drops the run's database and deletes its Redis keys. */
export async function cleanup({ dbName, prefix }) {
  await sql(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
