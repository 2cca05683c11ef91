import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BackupFile, writeBackupFile } from './backup-files';

/** Where the embedded database's backups go: `DATA_DIR/backups`. */
export const backupDirOf = (dataDir: string) => join(dataDir, 'backups');

/** What the answer says when the server runs on PostgreSQL: its backups are the database's own. */
export const postgresBackupMessage =
  'This server runs on PostgreSQL: back it up with pg_dump or your provider’s backups (README, "Backups").';

let running: Promise<unknown> = Promise.resolve();

/**
 * Writes a consistent backup of the embedded database into `DATA_DIR/backups` and keeps the newest `keep`.
 * Backups of one process run one after another (the nightly job and an admin's "Back up now" may meet).
 * @example await createBackup({ database, dataDir: config.dataDir, keep: config.backup.keep })
 */
export async function createBackup(options: {
  database: Database;
  dataDir: string;
  keep: number;
  now?: () => Date;
  log?: { info(details: object, message: string): void };
}): Promise<BackupFile> {
  const { database, dataDir, keep, now = () => new Date(), log } = options;
  const dump = database.kind === 'pglite' ? database.dumpDataDir : undefined;
  if (!dump) throw new AppError('RULE_BROKEN', postgresBackupMessage);
  const work = running.then(async () => {
    const at = new Date(Math.floor(now().getTime() / 1000) * 1000); // the name keeps whole seconds
    const tar = new Uint8Array(await (await dump()).arrayBuffer());
    // Compressed off the database's turn, on libuv's thread pool: the server answers meanwhile.
    const contents = await promisify(gzip)(tar);
    const { backup, removed } = await writeBackupFile({ dir: backupDirOf(dataDir), at, contents, keep });
    log?.info({ file: backup.fileName, sizeBytes: backup.sizeBytes, removed }, 'database backup written');
    return backup;
  });
  running = work.catch(() => {});
  return work;
}
