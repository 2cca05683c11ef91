import { resolve } from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { restoreBackup } from '../modules/backups/restore-backup';

// `npm run db:restore FILE`: restores a backup as the embedded database of an empty DATA_DIR.
try {
  loadDotEnv();
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore -- data/backups/backup-2026-11-24T03-00-00Z.tar.gz');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: db:restore restores the embedded database only (README, "Backups").',
    );
  }
  const { users } = await restoreBackup({ file: resolve(file), dataDir: config.dataDir });
  console.log(`Restored ${file} into ${config.dataDir} (${users} users). Start the server: npm start`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
