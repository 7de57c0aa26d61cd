import type { EntityManager } from 'typeorm';

/**
 * Rows of a statement with RETURNING. TypeORM's postgres driver answers UPDATE and DELETE with
 * [rows, rowCount] but INSERT and SELECT with rows; this reads both the same way.
 */
export async function rowsOf<T>(tx: Pick<EntityManager, 'query'>, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await tx.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
