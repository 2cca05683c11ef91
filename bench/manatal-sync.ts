import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { startFakeManatal } from '../apps/api/src/integrations/manatal/fake-manatal-server';
import { createManatalClient } from '../apps/api/src/integrations/manatal/manatal-client';
import { syncCandidates } from '../apps/api/src/integrations/manatal/sync-manatal';
import { benchDatabaseUrl, DATA_ROOT, ensureBenchDatabase, writeResult } from './lib/bench-data';
import { round } from './lib/stats';

export type SyncRun = { totalMs: number; fakeMs: number; ourMs: number; created: number; updated: number };
export type SyncReport = {
  database: 'postgres' | 'pglite';
  candidates: number;
  first: SyncRun;
  again: SyncRun;
};

const CANDIDATES = 10_000;

/** A fresh, migrated database of its own: `<bench db>_sync` on PostgreSQL, a new folder for PGlite. */
async function freshDatabase(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    const dataDir = join(DATA_ROOT, 'runs', 'sync-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    return database;
  }
  const url = new URL(benchDatabaseUrl());
  url.pathname = `${url.pathname}_sync`;
  await ensureBenchDatabase(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(
    'drop schema public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database);
  return database;
}

/**
 * Syncs 10,000 candidates from the fake Manatal (in this process, on loopback) through the real client and sync
 * code: once into an empty table (10,000 inserts), once more with nothing changed. The time spent waiting for the
 * fake (request sent to body read, timed around fetch) is counted apart from ours: paging, validation, mapping
 * and the upserts.
 */
export async function runSyncBench(kind: 'postgres' | 'pglite'): Promise<SyncReport> {
  const fake = await startFakeManatal({
    token: 'bench-token',
    sizes: { candidates: CANDIDATES, organizations: 200, jobs: 500 },
  });
  let fakeMs = 0;
  const timedFetch: typeof fetch = async (input, init) => {
    const started = performance.now();
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    fakeMs += performance.now() - started;
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  // Manatal allows 100 requests a minute; the fake has no limit, so the client's limiter is opened wide here.
  const manatal = createManatalClient({
    baseUrl: fake.url,
    token: fake.token,
    requestsPerMinute: 100_000,
    fetch: timedFetch,
  });
  const database = await freshDatabase(kind);
  const run = async (): Promise<SyncRun> => {
    fakeMs = 0;
    const started = performance.now();
    const result = await syncCandidates({ db: database.db, manatal, full: true });
    if (result.status !== 'succeeded') throw new Error(`sync failed: ${result.error}`);
    const totalMs = performance.now() - started;
    return {
      totalMs: round(totalMs, 0),
      fakeMs: round(fakeMs, 0),
      ourMs: round(totalMs - fakeMs, 0),
      created: result.created,
      updated: result.updated,
    };
  };
  try {
    const first = await run();
    const again = await run();
    return { database: kind, candidates: CANDIDATES, first, again };
  } finally {
    await database.close();
    await fake.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of ['postgres', 'pglite'] as const) {
    const report = await runSyncBench(kind);
    writeResult(`manatal-sync-${kind}`, report);
    const line = (r: SyncRun) => `${r.totalMs} ms (ours ${r.ourMs} ms, fake ${r.fakeMs} ms)`;
    console.log(`${kind}: first sync ${line(report.first)}, again ${line(report.again)}`);
  }
}
