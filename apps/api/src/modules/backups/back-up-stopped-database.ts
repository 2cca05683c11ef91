import type { Config } from '../../config';
import type { BackupFile } from './backup-files';
import { createBackup } from './create-backup';
import { openStoppedDatabase } from './open-stopped-database';

export const serverRunningMessage = 'The server is running: use the admin Backups action, or stop it first.';

/** `npm run db:backup`: the same backup the server writes every night, taken while the server is stopped. */
export async function backUpStoppedDatabase(config: Config): Promise<BackupFile> {
  const database = await openStoppedDatabase({
    config,
    whileRunning: serverRunningMessage,
    onPostgres: 'back PostgreSQL up with pg_dump (README, "Backups").',
  });
  try {
    return await createBackup({ database, dataDir: config.dataDir, keep: config.backup.keep });
  } finally {
    await database.close();
  }
}
