import type { DataSource } from 'typeorm';

// Names this app's lock among the advisory locks of its database (any constant would do).
const SCHEMA_LOCK_KEY = 1_764_400_019;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that of several processes starting at once
 * on one database only one migrates or seeds at a time, and the others find the work done. The lock
 * is held by a session of its own and is released when that session ends, even if the process dies.
 */
export async function underSchemaLock<T>(dataSource: DataSource, fn: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
