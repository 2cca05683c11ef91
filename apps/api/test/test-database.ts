import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { urlForDatabase } from './database-urls';

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database made from the template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (!template) {
    const tar = readFileSync(inject('pgliteTemplateFile'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  }
  const name = `${template.copyPrefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(template.baseUrl, (client) =>
    client.query(`create database ${name} template ${template.database}`),
  );
  const database = await openDatabase({
    kind: 'postgres',
    url: urlForDatabase(template.baseUrl, name),
    max: 5,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(template.baseUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
