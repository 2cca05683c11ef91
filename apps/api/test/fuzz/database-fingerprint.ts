import type { Database } from '../../src/db/client';

/** Per table: row count, newest `updated_at` (where the table has one) and a hash of every row's content. */
export type DatabaseFingerprint = Record<string, { rows: number; updatedAt: string | null; content: string }>;

/**
 * Takes a fingerprint of every table of the application's schema in one statement. Two equal fingerprints mean no
 * row was added, removed or changed in between (a revoked session or a bumped counter changes the hash too).
 */
export async function fingerprintDatabase(database: Database): Promise<DatabaseFingerprint> {
  const { rows: tables } = await database.execute<{ name: string; has_updated_at: boolean }>(
    `select t.table_name as name,
            exists (select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name
                      and c.column_name = 'updated_at') as has_updated_at
       from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`,
  );
  if (tables.length < 10) throw new Error(`only ${tables.length} tables found: is the database migrated?`);
  const selects = tables.map(
    ({ name, has_updated_at }) =>
      `select '${name}' as name, count(*)::int as rows,
              ${has_updated_at ? 'max(x.updated_at)::text' : 'null::text'} as updated_at,
              md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as content
         from public."${name}" x`,
  );
  const { rows } = await database.execute<{
    name: string;
    rows: number;
    updated_at: string | null;
    content: string;
  }>(selects.join('\nunion all\n'), []);
  return Object.fromEntries(
    rows.map((row) => [row.name, { rows: row.rows, updatedAt: row.updated_at, content: row.content }]),
  );
}
