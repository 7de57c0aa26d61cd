import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a hot statement as a named prepared statement on the pool TypeORM already holds. PostgreSQL
 * then parses and plans it once per connection instead of on every call, which on the chat path
 * costs more than executing it. Errors are pg's own (`code` is the SQLSTATE).
 */
export async function preparedQuery<T>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name, text, values })).rows as T[];
}

/** The SQLSTATE of a unique violation, from pg directly or wrapped by TypeORM. */
export const isUniqueViolation = (e: unknown): boolean => {
  const error = e as { code?: string; driverError?: { code?: string } };
  return (error?.code ?? error?.driverError?.code) === '23505';
};
