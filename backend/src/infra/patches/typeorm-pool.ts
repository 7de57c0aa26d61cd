import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a hot statement as a named prepared statement on the pool TypeORM already holds. PostgreSQL
 * then parses and plans it once per connection instead of on every call, which on the chat path
 * costs more than executing it (docs/decisions/library-patches.md). Errors are pg's own (`code` is
 * the SQLSTATE).
 *
 * Relies on: TypeORM's Postgres driver keeping its pg Pool in the undeclared `driver.master`
 * (typeorm-pool.spec.ts checks it).
 * Remove when: TypeORM can run a named prepared statement through its own API.
 */
export async function preparedQuery<T>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  return (await poolOf(dataSource).query({ name, text, values })).rows as T[];
}

/** The pg Pool behind a Postgres DataSource. */
export const poolOf = (dataSource: DataSource): Pool => (dataSource.driver as unknown as { master: Pool }).master;
