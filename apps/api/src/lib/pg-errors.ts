const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

// Drizzle wraps the driver's error (node-postgres and PGlite both raise one with `code` and
// `constraint`) in its own, so the fields are looked for down the `cause` chain.
function findPgError(error: unknown): PgErrorFields | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return null;
}

/** The database refused a duplicate on `constraint` (a unique key or index). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = findPgError(error);
  return pgError?.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}
