import { rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { benchDatabaseUrl, copyDataDir, ensureBenchDatabase, pgliteTemplateDir } from './bench-data';
import type { DatabaseTarget } from './sql-runner';

/** `<bench db>_<suffix>`, a copy of the scale-1 database made for one run (the other benchmarks' data stays). */
export async function copyPostgresDatabase(source: string, suffix: string): Promise<string> {
  const url = new URL(source);
  const from = decodeURIComponent(url.pathname.slice(1));
  const name = `${from}_${suffix}`;
  url.pathname = `/${name}`;
  await ensureBenchDatabase(url.toString()); // refuses the names that are not ours
  const admin = new URL(source);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    // Autovacuum may hold the template for a moment after the data set was loaded.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${from} strategy file_copy`);
        break;
      } catch (error) {
        if (attempt >= 10 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  } finally {
    await client.end();
  }
  return url.toString();
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Brings the copy to the product's schema: the data set may predate the latest migrations (calendar feeds). */
export async function migrateCopy(target: DatabaseTarget): Promise<void> {
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url })
      : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/** A copy of the scale-1 data set for one benchmark (`<bench db>_<name>`, or a folder `pglite-<name>`). */
export async function copyScaleOne(database: 'postgres' | 'pglite', name: string): Promise<DatabaseTarget> {
  return database === 'postgres'
    ? { kind: 'postgres', url: await copyPostgresDatabase(benchDatabaseUrl(), name) }
    : { kind: 'pglite', dataDir: copyDataDir(pgliteTemplateDir(1), `pglite-${name}`) };
}

/** Removes a copy made by {@link copyScaleOne}. */
export async function dropScaleOneCopy(target: DatabaseTarget): Promise<void> {
  if (target.kind === 'postgres') await dropPostgresDatabase(target.url);
  else rmSync(target.dataDir, { recursive: true, force: true });
}
