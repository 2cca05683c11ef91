import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createSession } from '../../apps/api/src/auth/sessions';
import { findUserByEmail } from '../../apps/api/src/auth/user-accounts.repository';
import { openDatabase } from '../../apps/api/src/db/client';
import { ADMIN_EMAIL } from '../dataset/build-records';
import type { DatabaseTarget } from './sql-runner';

export const BENCH_DIR = resolve(import.meta.dirname, '..');
export const ROOT_DIR = resolve(BENCH_DIR, '..');
/** Generated databases and their per-run copies (ignored by git). */
export const DATA_ROOT = join(BENCH_DIR, '.data');
/** Raw figures of the last run of each benchmark, as JSON (ignored by git). */
export const RESULTS_DIR = join(BENCH_DIR, '.results');
/** Every benchmark signs its tokens with this secret and hands it to the servers it starts. */
export const JWT_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The PostgreSQL database the benchmarks own; never the `test` one. */
export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ih_bench';
}

/** Creates the benchmark database when it does not exist (connecting to the server's `postgres` database). */
export async function ensureBenchDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || ['postgres', 'test', 'template0', 'template1'].includes(name)) {
    throw new Error(
      `Refusing to use the database "${name}" for benchmarks: name one of your own (BENCH_DATABASE_URL).`,
    );
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export function pgliteTemplateDir(scale: number): string {
  return join(DATA_ROOT, `scale-${scale}`);
}

/** A private copy of a PGlite data folder (one process may open a folder at a time). */
export function copyDataDir(from: string, name: string): string {
  if (!existsSync(from)) throw new Error(`${from} does not exist: run npm run bench:data first`);
  const to = join(DATA_ROOT, 'runs', name);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(join(DATA_ROOT, 'runs'), { recursive: true });
  cpSync(from, to, { recursive: true });
  return to;
}

/** Starts a session for the generated admin and returns its bearer token (PGlite: before a server opens it). */
export async function mintAdminToken(target: DatabaseTarget): Promise<string> {
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, max: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    const user = await findUserByEmail(database.db, ADMIN_EMAIL);
    if (!user) throw new Error(`No ${ADMIN_EMAIL} in the database: generate the data set first`);
    const { token } = await createSession({ db: database.db, jwtSecret: JWT_SECRET, user });
    return token;
  } finally {
    await database.close();
  }
}

export function writeResult(name: string, value: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}
