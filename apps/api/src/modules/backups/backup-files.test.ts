import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, backupTimeOf, listBackupFiles, writeBackupFile } from './backup-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'interview-hub-backup-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const nightOf = (day: number) => new Date(Date.UTC(2026, 10, day, 3, 0, 0));
const contents = new TextEncoder().encode('a backup');

describe('backup files', () => {
  it('names a backup by its time, so that names sort by time', () => {
    expect(backupFileName(new Date('2026-11-24T03:00:00.456Z'))).toBe('backup-2026-11-24T03-00-00Z.tar.gz');
    expect(backupTimeOf('backup-2026-11-24T03-00-00Z.tar.gz')).toEqual(new Date('2026-11-24T03:00:00Z'));
    expect(backupTimeOf('notes.txt')).toBeNull();
  });

  it('keeps the newest ones and deletes the rest, and lists them newest first with their sizes', async () => {
    for (let day = 1; day <= 9; day++) await writeBackupFile({ dir, at: nightOf(day), contents, keep: 7 });
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');

    const kept = await listBackupFiles(dir);
    expect(kept.map((backup) => backup.createdAt)).toEqual([9, 8, 7, 6, 5, 4, 3].map(nightOf));
    expect(kept[0]).toEqual({
      fileName: 'backup-2026-11-09T03-00-00Z.tar.gz',
      sizeBytes: contents.byteLength,
      createdAt: nightOf(9),
    });
    expect(readdirSync(dir)).toContain('notes.txt');
  });

  it('reports what it deleted', async () => {
    await writeBackupFile({ dir, at: nightOf(1), contents, keep: 2 });
    await writeBackupFile({ dir, at: nightOf(2), contents, keep: 2 });
    const { removed } = await writeBackupFile({ dir, at: nightOf(3), contents, keep: 2 });
    expect(removed).toEqual(['backup-2026-11-01T03-00-00Z.tar.gz']);
  });

  it('never deletes older backups when a backup fails, and leaves no partial file', async () => {
    for (let day = 1; day <= 7; day++) await writeBackupFile({ dir, at: nightOf(day), contents, keep: 7 });
    // A folder where the new backup's file should go: the rename into place fails.
    mkdirSync(join(dir, backupFileName(nightOf(8)), 'in-the-way'), { recursive: true });

    await expect(writeBackupFile({ dir, at: nightOf(8), contents, keep: 7 })).rejects.toThrow();
    const names = readdirSync(dir).sort();
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect((await listBackupFiles(dir)).filter((b) => b.createdAt < nightOf(8))).toHaveLength(7);
  });

  it('lists none before the first backup', async () => {
    expect(await listBackupFiles(join(dir, 'backups'))).toEqual([]);
  });
});
