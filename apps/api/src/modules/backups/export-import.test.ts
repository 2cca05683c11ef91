import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { urlForDatabase } from '../../../test/database-urls';
import { fillEveryTable, schemaTables } from '../../../test/every-table';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { users } from '../../db/schema/index';
import { exportDatabase } from './export-database';
import { importDatabase } from './import-database';
import { tablesInDependencyOrder } from './tables-in-order';

/** The PostgreSQL the API tests run on (CI sets TEST_DATABASE_URL); without one these tests are skipped. */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `backup_test_${process.pid}`;
const targetUrl = serverUrl ? urlForDatabase(serverUrl, databaseName) : '';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table as PostgreSQL writes it as JSON: the same text whichever driver reads it. */
async function everyRowAsJson(database: Database): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of Object.keys(schemaTables).sort()) {
    const { rows } = await database.execute<{ row: string }>(
      `select to_jsonb(t)::text as row from "${table}" t order by 1`,
    );
    contents[table] = rows.map((row) => row.row);
  }
  return contents;
}

const dir = mkdtempSync(join(tmpdir(), 'interview-hub-export-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (serverUrl)
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
});

describe.skipIf(!serverUrl)('moving from the embedded database to PostgreSQL (TEST_DATABASE_URL)', () => {
  it('orders the tables so that every table comes after those it refers to', () => {
    const order = tablesInDependencyOrder();
    expect(order.sort()).toEqual(Object.keys(schemaTables).sort());
    const ordered = tablesInDependencyOrder();
    expect(ordered.indexOf('users')).toBeLessThan(ordered.indexOf('interviews'));
    expect(ordered.indexOf('interviews')).toBeLessThan(ordered.indexOf('feedbacks'));
    expect(ordered.indexOf('knowledge_areas')).toBeLessThan(ordered.indexOf('questions'));
  });

  it('exports every row of the embedded database and imports it into an empty PostgreSQL database', async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const source = await openDatabase({ kind: 'pglite', loadDataDir: template });
    await fillEveryTable(source.db);
    const before = await everyRowAsJson(source);
    const file = join(dir, 'export.jsonl');
    const header = await exportDatabase({ database: source, file });
    await source.close();
    for (const [table, rows] of Object.entries(before)) {
      expect(rows.length, table).toBeGreaterThan(0);
      expect(header.tables[table], table).toBe(rows.length);
    }

    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    await admin((client) => client.query(`create database ${databaseName}`));
    const target = await openDatabase({ kind: 'postgres', url: targetUrl, max: 2 });
    try {
      await migrateDatabase(target);
      await importDatabase({ database: target, file });
      expect(await everyRowAsJson(target)).toEqual(before);

      const [next] = await target.db
        .insert(users)
        .values({ name: 'After', email: 'after@example.test' })
        .returning();
      const highest = Math.max(...(before.users ?? []).map((row) => (JSON.parse(row) as { id: number }).id));
      expect(next?.id).toBeGreaterThan(highest);

      await expect(importDatabase({ database: target, file })).rejects.toThrow(
        /The database already holds data \(table \w+\)\. Import only into an empty database/,
      );
    } finally {
      await target.close();
    }
  }, 60_000);

  it('refuses a file that is not an export, and imports nothing from it', async () => {
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    await admin((client) => client.query(`create database ${databaseName}`));
    const target = await openDatabase({ kind: 'postgres', url: targetUrl, max: 2 });
    try {
      await migrateDatabase(target);
      const file = join(dir, 'not-an-export.jsonl');
      writeFileSync(file, '{"hello":"world"}\n');
      await expect(importDatabase({ database: target, file })).rejects.toThrow(
        /is not an export of Interview Hub/,
      );
      const broken = join(dir, 'half.jsonl');
      const line = (table: string, rows: object[]) => JSON.stringify({ table, rows });
      const header = { format: 'interview-hub-export', version: 1, exported_at: '', tables: {} };
      writeFileSync(
        broken,
        [
          JSON.stringify(header),
          line('clients', [
            { id: 1, name: 'A', created_at: '2026-11-24T03:00:00Z', updated_at: '2026-11-24T03:00:00Z' },
          ]),
          line('nope', []),
        ].join('\n'),
      );
      await expect(importDatabase({ database: target, file: broken })).rejects.toThrow(/unknown table: nope/);
      const { rows } = await target.execute('select count(*)::int as count from clients');
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await target.close();
    }
  });
});
