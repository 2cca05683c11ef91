import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Whether a folded `search_text` column (migration 0006) holds `search` anywhere, ignoring case and accents:
 * "jose" finds "José", "мария" finds "Мария". LIKE's wildcards in the search are escaped, then the search is
 * folded by the same `search_fold` that filled the column, so both sides fold alike on PostgreSQL and PGlite.
 */
export function matchesSearch(column: AnyColumn, search: string): SQL {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like '%' || search_fold(${escaped}::text) || '%'`;
}
