import { join, resolve } from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { migrateDatabase } from '../db/migrate';
import { exportDatabase } from '../modules/backups/export-database';
import { openStoppedDatabase } from '../modules/backups/open-stopped-database';

// `npm run db:export [FILE]`: writes the embedded database's rows as JSON lines, for `db:import` into PostgreSQL.
try {
  loadDotEnv();
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const file = resolve(process.argv[2] ?? join(config.dataDir, `export-${stamp}Z.jsonl`));
  const database = await openStoppedDatabase({
    config,
    whileRunning:
      'The server is running: stop it first (an export reads the database as it is at one moment).',
    onPostgres: 'db:export reads the embedded database; on PostgreSQL use pg_dump.',
  });
  try {
    // The import migrates the new database to this version of the code: the rows must have that shape too.
    await migrateDatabase(database);
    const header = await exportDatabase({ database, file });
    const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Exported ${rows} rows of ${Object.keys(header.tables).length} tables to ${file}`);
    console.log(`Next: DATABASE_URL=postgres://… npm run db:import -- ${file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
