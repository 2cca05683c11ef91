import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteClusterTemplate } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { type FairPGlite, openPgliteClient } from './pglite-client';
import * as schema from './schema/index';
import { StatementNamingClient } from './statement-naming-client';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database handle: Drizzle for queries, plus raw SQL for the job queue and health checks. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  execute<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
  /**
   * PGlite only: a tarball (uncompressed) of the data folder, to start other databases from (tests copy a migrated
   * one) or to keep as a backup. Taken between transactions, after a checkpoint (decision record 019).
   */
  dumpDataDir?: () => Promise<Blob>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number; queryTimeoutMs?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A tarball to start from: in memory, or (restoring a backup) into an empty `dataDir`. */
      loadDataDir?: Blob | File;
      /** The cluster an empty `dataDir` starts as a copy of (the build's empty one by default; initdb without). */
      clusterTemplate?: string;
    };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in a folder (or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres')
    return openPostgres(options.url, options.max ?? 10, options.queryTimeoutMs);
  return openPglite(options.dataDir, options.loadDataDir, options.clusterTemplate ?? pgliteClusterTemplate);
}

function openPostgres(url: string, max: number, queryTimeoutMs: number | undefined): Database {
  const pool = new pg.Pool({
    Client: StatementNamingClient,
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    // Without it a query to a database that stopped answering (no refusal, just silence) waits forever.
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one that is checked out (inside a transaction): the pool listens only to idle clients, and an 'error'
  // event nobody listens to ends the process. The query in flight still fails (503) and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async execute(text, params) {
      const result = await pool.query(text, params);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}

/**
 * Makes a new (empty) data folder a copy of the build's empty cluster, when the build made one. The copy is made
 * beside it and renamed into place, so a process stopped half-way leaves the folder empty, never half a cluster.
 */
function startFromClusterTemplate(dir: string, template: string): void {
  if (readdirSync(dir).length > 0 || !existsSync(join(template, 'PG_VERSION'))) return;
  const copy = `${dir}.copying`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(template, copy, { recursive: true });
  rmSync(dir, { recursive: true });
  renameSync(copy, dir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  clusterTemplate: string,
): Promise<Database> {
  let client: FairPGlite;
  let unlock = () => {};
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      if (!loadDataDir) startFromClusterTemplate(dir, clusterTemplate);
      client = await openPgliteClient({ dataDir: dir, ...(loadDataDir ? { loadDataDir } : {}) });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await openPgliteClient(loadDataDir ? { loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async execute(text, params) {
      // Without parameters a text may hold several statements (pg-boss's schema scripts); `exec` runs them all.
      if (!params?.length) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as never[] };
      }
      const result = await client.query(text, params);
      return { rows: result.rows as never[] };
    },
    async close() {
      await client.close();
      unlock();
    },
    async dumpDataDir() {
      // The checkpoint writes every changed page to the files, so a restore has little WAL to replay. PGlite's own
      // dump waits only for the statement running; holding the transaction lock keeps it out of a transaction.
      // Uncompressed: queries wait while the dump runs, and compressing takes longer than reading the files.
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
  };
}
