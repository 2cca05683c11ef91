/**
 * Whether a failed statement broke a unique index (a concurrent insert of the same key). Drizzle wraps the
 * driver's error, so the PostgreSQL code is looked for along the `cause` chain.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
