import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import type { LoadSession } from './bulk-insert';
import { type LoadReport, loadDataset } from './load-dataset';
import { openPgliteSession, openPostgresSession } from './load-session';
import { type Sizes, sizesFor } from './sizes';

export type DatasetTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const usage = `Usage: npm run bench:data -- --scale N [--data-dir DIR] [--reset]
  Loads a realistic data set (scale 1: 100,000 interviews, 20,000 candidates, 5,000 positions, 1,000 clients,
  500 interviewers, 30,000 feedbacks, 30 templates) into DATABASE_URL when it is set, otherwise into PGlite
  in DIR (default bench/.data/scale-N; start the server on it with DATA_DIR=DIR).
  --reset  empties a database that already holds data (PostgreSQL: truncates every table; PGlite: deletes DIR).`;

async function isEmpty(session: LoadSession): Promise<boolean> {
  const rows = await session.execute<{ n: number }>(
    'select (select count(*) from users)::int + (select count(*) from interviews)::int as n',
  );
  return (rows[0]?.n ?? 0) === 0;
}

async function truncateAll(session: LoadSession): Promise<void> {
  const rows = await session.execute<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  );
  if (rows.length)
    await session.execute(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
}

/** Applies the product's migrations with its own code, then hands over one session for the load. */
async function migrateAndOpen(target: DatasetTarget): Promise<LoadSession> {
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, max: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return target.kind === 'postgres' ? openPostgresSession(target.url) : openPgliteSession(target.dataDir);
}

/** Migrates the target, empties it when asked, and loads the data set of `scale`. */
export async function generateDataset(options: {
  target: DatasetTarget;
  scale: number;
  reset: boolean;
  today?: Date;
}): Promise<{ sizes: Sizes; report: LoadReport; ms: number }> {
  const started = performance.now();
  const sizes = sizesFor(options.scale);
  const { target } = options;
  if (target.kind === 'pglite' && options.reset) rmSync(target.dataDir, { recursive: true, force: true });
  const session = await migrateAndOpen(target);
  try {
    if (!(await isEmpty(session))) {
      if (!options.reset) throw new Error('The database already holds data: pass --reset to replace it.');
      await truncateAll(session);
    }
    const now = new Date();
    const today =
      options.today ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const report = await loadDataset(session, sizes, today);
    return { sizes, report, ms: Math.round(performance.now() - started) };
  } finally {
    await session.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const scale = Number(values.scale);
  const url = process.env.DATABASE_URL;
  const target: DatasetTarget = url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: resolve(values['data-dir'] ?? `bench/.data/scale-${values.scale}`) };
  const { report, ms } = await generateDataset({ target, scale, reset: values.reset });
  for (const line of report)
    console.log(
      `${line.table.padEnd(18)} ${String(line.rows).padStart(8)} rows ${String(line.ms).padStart(6)} ms`,
    );
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${target.dataDir}`;
  console.log(`Loaded scale ${scale} into ${where} in ${(ms / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(1);
  });
}
