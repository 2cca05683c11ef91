import { type SQL, sql } from 'drizzle-orm';

/**
 * A value for a jsonb column in a hand-written statement, serialised as the Drizzle column does (JSON.stringify,
 * so dates become ISO strings); SQL null for null and undefined.
 */
export function jsonb(value: unknown): SQL {
  return value === undefined || value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`;
}

/**
 * The rows of `db.execute(...)`: both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results),
 * though the shared database type leaves the result unknown. Columns come as the driver reads them (no Drizzle
 * mapping), so keep such statements to plain values.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('the database answered a statement without rows');
}
