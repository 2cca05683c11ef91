import type { Backup, BackupList } from '@interview-hub/contracts/backups';
import type { Database } from '../../db/client';
import { type BackupFile, listBackupFiles } from './backup-files';
import { backupDirOf } from './create-backup';

export const toBackupDto = (backup: BackupFile): Backup => ({
  file_name: backup.fileName,
  size_bytes: backup.sizeBytes,
  created_at: backup.createdAt.toISOString(),
});

/** The embedded database's backups, newest first; none on PostgreSQL. */
export async function listBackups(options: {
  database: Database;
  dataDir: string;
  keep: number;
}): Promise<BackupList> {
  const { database, dataDir, keep } = options;
  if (database.kind !== 'pglite') return { database: 'postgres', keep, backups: [] };
  const backups = await listBackupFiles(backupDirOf(dataDir));
  return { database: 'pglite', keep, backups: backups.map(toBackupDto) };
}
