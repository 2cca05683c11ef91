import { join } from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { backUpStoppedDatabase } from '../modules/backups/back-up-stopped-database';
import { backupDirOf } from '../modules/backups/create-backup';

// `npm run db:backup`: backs the embedded database up into DATA_DIR/backups while the server is stopped.
try {
  loadDotEnv();
  const config = loadConfig();
  const backup = await backUpStoppedDatabase(config);
  const file = join(backupDirOf(config.dataDir), backup.fileName);
  console.log(`Backup written: ${file} (${(backup.sizeBytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`The newest ${config.backup.keep} backups are kept (BACKUP_KEEP).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
