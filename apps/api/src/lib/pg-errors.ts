/**
 * The PostgreSQL error code (SQLSTATE) of a failed query. Drizzle wraps driver errors, and the
 * two drivers (PGlite, postgres.js) both put `code` on their own error, so the cause chain is walked.
 */
export const pgErrorCode = (error: unknown): string | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isCheckViolation = (error: unknown) => pgErrorCode(error) === '23514';
