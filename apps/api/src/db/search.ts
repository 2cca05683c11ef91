import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const TRIGRAM = 3;

/**
 * Whether a folded `search_text` column (migration 0006) holds `search` anywhere, ignoring case and accents:
 * "jose" finds "José", "мария" finds "Мария". LIKE's wildcards in the search are escaped, then the search is
 * folded by the same `search_fold` that filled the column, so both sides fold alike on PostgreSQL and PGlite.
 */
export function matchesSearch(column: AnyColumn, search: string): SQL {
  // Under three letters a trigram index has nothing to look up: on PostgreSQL's generic plans it then reads the
  // whole index and rechecks every row (27 ms for 20,000 candidates). strpos is no index operator, so a short
  // search scans the short column (or walks the name order to the page's end) instead.
  // The folding sits in a subquery so PostgreSQL runs it once per statement: in a generic plan of a prepared
  // statement it was run again for every row scanned (17 ms instead of 5 to count 20,000 candidates).
  if ([...search].length < TRIGRAM) return sql`strpos(${column}, (select search_fold(${search}::text))) > 0`;
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like (select '%' || search_fold(${escaped}::text) || '%')`;
}
