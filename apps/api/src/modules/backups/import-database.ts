import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ExportHeader } from './export-database';
import { tablesInDependencyOrder } from './tables-in-order';

/**
 * Loads an export (`npm run db:export`) into an empty, migrated PostgreSQL database, in one transaction: all of
 * it or nothing. Refuses a database that holds rows in any of our tables. Sequences then go on after the highest
 * ids, so new rows do not collide with imported ones.
 */
export async function importDatabase(options: { database: Database; file: string }): Promise<ExportHeader> {
  const { database, file } = options;
  const tables = tablesInDependencyOrder();
  for (const table of tables) {
    const { rows } = await database.execute(`select 1 from "${table}" limit 1`);
    if (rows.length > 0) {
      throw new Error(
        `The database already holds data (table ${table}). Import only into an empty database: create a new ` +
          'one and point DATABASE_URL at it.',
      );
    }
  }
  let header: ExportHeader | undefined;
  await database.db.transaction(async (tx) => {
    // Made just before it is read: lines a reader emits before the loop starts would be lost.
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (!line.trim()) continue;
      if (!header) {
        header = readHeader(line, file);
        continue;
      }
      const { table, rows } = JSON.parse(line) as { table: string; rows: unknown[] };
      if (!tables.includes(table)) throw new Error(`${file} holds an unknown table: ${table}`);
      const name = sql.identifier(table);
      const columns = sql.join(
        (await insertableColumns(tx, table)).map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`,
      );
    }
    if (!header) throw new Error(`${file} is empty.`);
    for (const table of tables) await resetSequences(tx, table);
  });
  if (!header) throw new Error(`${file} is empty.`);
  return header;
}

function readHeader(line: string, file: string): ExportHeader {
  let header: Partial<ExportHeader>;
  try {
    header = JSON.parse(line) as Partial<ExportHeader>;
  } catch {
    header = {};
  }
  if (header.format !== 'interview-hub-export' || header.version !== 1) {
    throw new Error(`${file} is not an export of Interview Hub (npm run db:export).`);
  }
  return header as ExportHeader;
}

type Executor = Pick<Database['db'], 'execute'>;

/** The columns a row is written to: all but the generated ones (search texts), which PostgreSQL computes. */
async function insertableColumns(tx: Executor, table: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  return result.rows.map((row) => row.column_name);
}

/** Sets every sequence a column of the table takes its default from to the column's highest value. */
async function resetSequences(tx: Executor, table: string): Promise<void> {
  const serial = (await tx.execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_default like 'nextval(%'`)) as unknown as {
    rows: { column_name: string }[];
  };
  const name = sql.identifier(table);
  for (const { column_name: column } of serial.rows) {
    const max = sql`(select max(${sql.identifier(column)}) from ${name})`;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(${max}, 1), ${max} is not null)`,
    );
  }
}
