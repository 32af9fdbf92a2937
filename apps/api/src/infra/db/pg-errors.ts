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

// SQLSTATE classes and codes that mean "the database cannot serve now", not "the request is
// wrong": connection exceptions (08), operator intervention such as a shutdown or a terminated
// backend (57P01–57P03), too many connections (53300) and a cancelled statement (57014).
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
// node-postgres reports a lost or refused connection with a socket error code or with these texts.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|query read timeout|not queryable|cannot use a pool after calling end/i;

/** The database is unreachable or went away mid-request: a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const fields = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof fields.code === 'string') {
      if (fields.code.startsWith('08') || UNAVAILABLE_CODES.has(fields.code)) return true;
      if (UNAVAILABLE_SOCKET_CODES.has(fields.code)) return true;
    }
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGE.test(fields.message)) return true;
    current = fields.cause;
  }
  return false;
}
