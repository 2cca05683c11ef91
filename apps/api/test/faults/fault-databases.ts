import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createSession } from '../../src/auth/sessions';
import { type Db, openDatabase } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { urlForDatabase } from '../database-urls';
import { createUser } from '../factories';

/** What a fault test's server runs on: a folder (PGlite) or a PostgreSQL database of its own. */
export type FaultDatabase = {
  kind: 'pglite' | 'postgres';
  /** The server's DATA_DIR (its secret file and, for PGlite, the database itself). */
  dataDir: string;
  /** DATABASE_URL for PostgreSQL; empty for PGlite. */
  url: string;
  jwtSecret: string;
  /** Runs SQL against the database while no server has it open (PGlite admits one process at a time). */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  remove(): Promise<void>;
};

/** Whether the PostgreSQL fault tests can run: the run was started with TEST_DATABASE_URL. */
export const postgresAvailable = (): boolean => inject('postgresTemplate') !== null;

/**
 * A migrated PGlite data folder made from the run's template, with `prepare` run on it (records and sessions the
 * test needs) before any server opens it.
 */
export async function createPgliteDatabase<T>(prepare: (db: Db, jwtSecret: string) => Promise<T>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'interview-hub-fault-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  const loadDataDir = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  const client = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir });
  let value: T;
  try {
    value = await prepare(drizzle(client, { schema }) as unknown as Db, jwtSecret);
  } finally {
    await client.close();
  }
  const database: FaultDatabase = {
    kind: 'pglite',
    dataDir,
    url: '',
    jwtSecret,
    async query<Row>(text: string, params: unknown[] = []) {
      const reader = await PGlite.create(join(dataDir, 'pglite'));
      try {
        return (await reader.query<Row>(text, params)).rows;
      } finally {
        await reader.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
  return { database, value };
}

/** A PostgreSQL database made from the run's migrated template, with `prepare` run on it. */
export async function createPostgresDatabase<T>(prepare: (db: Db, jwtSecret: string) => Promise<T>) {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL fault tests need TEST_DATABASE_URL');
  const name = `${template.copyPrefix}${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: template.baseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${template.database}`);
  const url = urlForDatabase(template.baseUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'interview-hub-fault-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  const opened = await openDatabase({ kind: 'postgres', url, max: 2 });
  let value: T;
  try {
    value = await prepare(opened.db, jwtSecret);
  } finally {
    await opened.close();
  }
  const database: FaultDatabase = {
    kind: 'postgres',
    dataDir,
    url,
    jwtSecret,
    async query<Row>(text: string, params: unknown[] = []) {
      // A connection per query: nothing of the test stays connected when the database is dropped.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query(text, params)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async remove() {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { database, value };
}

/** A new admin and the bearer token of a live session for them. */
export async function createAdminToken(db: Db, jwtSecret: string): Promise<string> {
  const user = await createUser(db, { role: 'admin' });
  const { token } = await createSession({ db, jwtSecret, user: { id: user.id, role: 'admin' } });
  return token;
}
