import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One backup file of the embedded database. */
export type BackupFile = { fileName: string; sizeBytes: number; createdAt: Date };

const backupName = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** `backup-2026-11-24T03-00-00Z.tar.gz`: names sort by time, and carry no character a file system refuses. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `backup-${stamp}Z.tar.gz`;
}

/** The instant a backup's name records, or null for a file that is not one of ours. */
export function backupTimeOf(fileName: string): Date | null {
  const match = backupName.exec(fileName);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
}

/** The backups in a folder, newest first (none when the folder does not exist yet). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const fileName of names) {
    const createdAt = backupTimeOf(fileName);
    if (!createdAt) continue;
    const size = await sizeOf(join(dir, fileName));
    if (size !== null) backups.push({ fileName, sizeBytes: size, createdAt });
  }
  return backups.sort((a, b) => b.fileName.localeCompare(a.fileName));
}

/** A file's size, or null when it went between listing and looking (pruned by a backup running beside us). */
async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes a backup under a temporary name and renames it into place, so a folder never holds half a backup under
 * a backup's name; then keeps only the newest `keep`. A failed write leaves every older backup where it was.
 */
export async function writeBackupFile(options: {
  dir: string;
  at: Date;
  contents: Uint8Array;
  keep: number;
}): Promise<{ backup: BackupFile; removed: string[] }> {
  const { dir, at, contents, keep } = options;
  await mkdir(dir, { recursive: true });
  const fileName = backupFileName(at);
  const partial = join(dir, `.${fileName}.${process.pid}.partial`);
  try {
    await writeFile(partial, contents, { flush: true });
    await rename(partial, join(dir, fileName));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const removed = await pruneBackupFiles(dir, keep);
  return { backup: { fileName, sizeBytes: contents.byteLength, createdAt: at }, removed };
}

/** Deletes all but the newest `keep` backups of a folder; answers the names it deleted. */
export async function pruneBackupFiles(dir: string, keep: number): Promise<string[]> {
  const older = (await listBackupFiles(dir)).slice(Math.max(1, keep));
  for (const backup of older) await rm(join(dir, backup.fileName), { force: true });
  return older.map((backup) => backup.fileName);
}
