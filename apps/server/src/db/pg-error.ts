/** PostgreSQL's SQLSTATE codes the server reacts to. */
export const PG_ERROR = {
  /** A statement stopped by statement_timeout. */
  queryCanceled: '57014',
  /** A row that would break a unique index (two writers raced past a check). */
  uniqueViolation: '23505',
} as const;

/**
 * Whether `error`, or an error it wraps, is PostgreSQL's `code`. Drizzle wraps the driver's error in its own, and the
 * two drivers (node-postgres, PGlite) both put the SQLSTATE on `code`.
 */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}
