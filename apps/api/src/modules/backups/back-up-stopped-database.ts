import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { DataDirInUseError } from '../../db/data-dir-lock';
import type { BackupFile } from './backup-files';
import { createBackup } from './create-backup';
import { pgliteDirOf } from './restore-backup';

export const serverRunningMessage = 'The server is running: use the admin Backups action, or stop it first.';

/**
 * `npm run db:backup`: the same backup the server writes every night, taken while the server is stopped. The
 * data folder's lock tells a running server apart; PGlite must never be opened by two processes at once.
 */
export async function backUpStoppedDatabase(config: Config): Promise<BackupFile> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backing up").');
  }
  if (!existsSync(join(pgliteDirOf(config.dataDir), 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${config.dataDir} to back up.`);
  }
  let database: Database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(serverRunningMessage);
    throw error;
  }
  try {
    return await createBackup({ database, dataDir: config.dataDir, keep: config.backup.keep });
  } finally {
    await database.close();
  }
}
