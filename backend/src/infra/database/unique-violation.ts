/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `e` is a unique violation, from pg directly or wrapped by TypeORM (`driverError`); with
 * `constraint`, only a violation of that constraint.
 */
export const isUniqueViolation = (e: unknown, constraint?: string): boolean => {
  const error = e as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const found = error?.code === UNIQUE_VIOLATION ? error : error?.driverError;
  return found?.code === UNIQUE_VIOLATION && (constraint === undefined || found.constraint === constraint);
};
