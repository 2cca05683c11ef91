import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { type DemoLedger, isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        queryTimeoutMs: config.databaseQueryTimeoutMs,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/**
 * Applies migrations and, on an empty database when allowed, seeds the demo data with `ledger`'s lines (see
 * `seedDemoData`). True when it seeded.
 */
export async function migrateAndSeed(
  database: Database,
  config: Config,
  log: (message: string) => void,
  ledger: DemoLedger,
): Promise<boolean> {
  await migrateDatabase(database);
  if (!config.seedDemoData || !(await isDatabaseEmpty(database.db))) return false;
  const summary = await seedDemoData(database.db, { ledger });
  log(
    `Seeded demo data: ${Object.entries(summary)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')}`,
  );
  return true;
}
