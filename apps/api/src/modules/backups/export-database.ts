import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Database } from '../../db/client';
import { tablesInDependencyOrder } from './tables-in-order';

/** The first line of an export: what it is, and how many rows each table had. */
export type ExportHeader = {
  format: 'interview-hub-export';
  version: 1;
  exported_at: string;
  tables: Record<string, number>;
};

/** Rows go to the file this many to a line (one insert each on import). */
const ROWS_PER_LINE = 500;

/**
 * Writes every row of our tables as JSON lines (decision record 019): a header, then `{ table, rows }` lines
 * in dependency order. Each row is PostgreSQL's own `to_jsonb` of it, which `jsonb_populate_recordset` turns
 * back into the same values on import (time stamps to the microsecond, numerics, arrays, JSON). The job queue's
 * tables are left out: its schedules are made again at start, and its queued work is not the agency's data.
 */
export async function exportDatabase(options: { database: Database; file: string; now?: Date }) {
  const { database, file } = options;
  const tables = tablesInDependencyOrder();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await database.execute<{ count: number }>(
      `select count(*)::int as count from "${table}"`,
    );
    counts[table] = rows[0]?.count ?? 0;
  }
  const header: ExportHeader = {
    format: 'interview-hub-export',
    version: 1,
    exported_at: (options.now ?? new Date()).toISOString(),
    tables: counts,
  };
  const out = createWriteStream(file, { flags: 'wx' });
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  try {
    await write(JSON.stringify(header));
    for (const table of tables) {
      for (let offset = 0; offset < (counts[table] ?? 0); offset += ROWS_PER_LINE) {
        const { rows } = await database.execute<{ rows: string }>(
          `select coalesce(jsonb_agg(to_jsonb(page)), '[]')::text as rows from ` +
            `(select * from "${table}" order by 1 limit ${ROWS_PER_LINE} offset $1) page`,
          [offset],
        );
        await write(`{"table":${JSON.stringify(table)},"rows":${rows[0]?.rows ?? '[]'}}`);
      }
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return header;
}
