import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { urlForDatabase } from './database-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    /** The test apps' DATA_DIR (backups go to its `backups` folder); removed after the run. */
    testDataDir: string;
    postgresTemplate: { baseUrl: string; database: string; copyPrefix: string } | null;
  }
}

/** Migrates one database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(pglite);
  if (!pglite.dumpDataDir) throw new Error('PGlite database cannot be dumped');
  const file = join(tmpdir(), `interview-hub-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', file);

  const testDataDir = mkdtempSync(join(tmpdir(), 'interview-hub-test-data-'));
  project.provide('testDataDir', testDataDir);
  const removeTemplateFile = () => {
    rmSync(file, { force: true });
    rmSync(testDataDir, { recursive: true, force: true });
  };
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide('postgresTemplate', null);
    return removeTemplateFile;
  }
  const database = `ih_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  const template = await openDatabase({ kind: 'postgres', url: urlForDatabase(baseUrl, database), max: 1 });
  await migrateDatabase(template);
  await template.close();
  project.provide('postgresTemplate', { baseUrl, database, copyPrefix: `ih_t_${process.pid}_` });

  return async () => {
    removeTemplateFile();
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'ih\\_t\\_${process.pid}\\_%' or datname = $1`,
      [database],
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}
