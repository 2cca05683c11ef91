import { resolve } from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withStartupLock } from '../db/startup-lock';
import { importDatabase } from '../modules/backups/import-database';

// `DATABASE_URL=postgres://… npm run db:import -- FILE`: loads an export into a new, empty PostgreSQL database.
try {
  loadDotEnv();
  const file = process.argv[2];
  if (!file) throw new Error('Usage: DATABASE_URL=postgres://… npm run db:import -- data/export-….jsonl');
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('Set DATABASE_URL to the new, empty PostgreSQL database to import into.');
  }
  const url = config.databaseUrl;
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    const header = await withStartupLock(url, async () => {
      await migrateDatabase(database);
      return importDatabase({ database, file: resolve(file) });
    });
    const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Imported ${rows} rows (exported ${header.exported_at}). Start the server with this DATABASE_URL.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
