import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from '../../db/client';

/** The embedded database's own folder inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/** Whether DATA_DIR already holds an embedded database (anything in its `pglite` folder). */
export function holdsDatabase(dataDir: string): boolean {
  const dir = pgliteDirOf(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * The tar inside a backup, checked before PGlite sees it (PGlite reports a broken gzip stream as an unhandled
 * error instead of failing the open).
 */
function readBackupTarball(file: string, contents: Buffer): File {
  let tar: Buffer;
  try {
    tar = gunzipSync(contents);
  } catch {
    throw new Error(`${file} is not a backup of the embedded database (not a .tar.gz file).`);
  }
  if (!tar.includes('PG_VERSION')) {
    throw new Error(`${file} is not a backup of the embedded database (no database folder inside).`);
  }
  return new File([new Uint8Array(tar)], basename(file).replace(/\.gz$/, ''), { type: 'application/x-tar' });
}

/**
 * Restores a backup (`backup-….tar.gz`) as the embedded database of an empty DATA_DIR; the server then starts on
 * it (and applies any migration newer than the backup). Refuses a DATA_DIR that holds a database: a restore never
 * overwrites data. Answers how many users the restored database holds, as a sign that it opened.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<{ users: number }> {
  const { file, dataDir } = options;
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (holdsDatabase(dataDir)) {
    throw new Error(
      `${dataDir} already holds a database (${pgliteDirOf(dataDir)}). A restore only goes into an empty data ` +
        'folder: stop the server, move that folder aside (or set DATA_DIR to a new folder), then restore again.',
    );
  }
  const tarball = readBackupTarball(file, await readFile(file));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: tarball });
    try {
      const { rows } = await database.execute<{ count: number }>('select count(*)::int as count from users');
      return { users: rows[0]?.count ?? 0 };
    } finally {
      await database.close();
    }
  } catch (error) {
    // Leave the folder as empty as it was, so the restore can be tried again (with another file).
    rmSync(pgliteDirOf(dataDir), { recursive: true, force: true });
    throw error;
  }
}
