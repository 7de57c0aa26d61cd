import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

// TypeORM's postgres driver answers UPDATE and DELETE with [rows, rowCount] but INSERT and SELECT with
// rows; this reads both the same way.
export async function rowsOf<T>(tx: Pick<EntityManager, 'query'>, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await tx.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number')
    return result[0] as T[];
  return result as T[];
}

// For the race-critical statements that must stay SQL (conditional UPDATE ... RETURNING *, locks):
// their rows come back as the table's entity, mapped by the entity's own metadata, never by a row type.
export async function entitiesOf<T extends ObjectLiteral>(
  tx: EntityManager,
  target: EntityTarget<T>,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return hydrated(tx, target, await rowsOf<Record<string, unknown>>(tx, sql, params));
}

/** Rows of `target`'s table (as RETURNING * gives them) as its entities, by the entity's metadata. */
export function hydrated<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: Record<string, unknown>[],
): T[] {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity = metadata.create() as T;
    for (const column of metadata.columns) {
      if (column.databaseName in row)
        column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  });
}

/** The selectable columns of `target`'s table under `alias` (for SELECT lists whose rows go to `hydrated`). */
export function selectColumns<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  alias: string,
): string {
  return manager.connection
    .getMetadata(target)
    .columns.filter((column) => column.isSelect)
    .map((column) => `${alias}.${column.databaseName}`)
    .join(', ');
}
