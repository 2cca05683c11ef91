import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fillEveryTable, readEveryTable, schemaTables } from '../../../test/every-table';
import { type Database, openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { backupDirOf, createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const folders: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'interview-hub-backup-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A migrated embedded database in a new DATA_DIR (from the test run's migrated template). */
async function openMigrated(dataDir: string): Promise<Database> {
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
}

describe('backing up and restoring the embedded database', () => {
  it('gives back every row of every table, and the sequences go on where they were', async () => {
    const source = newDataDir();
    const database = await openMigrated(source);
    await fillEveryTable(database.db);
    const before = await readEveryTable((text) => database.execute(text));
    const backup = await createBackup({ database, dataDir: source, keep: 7 });
    await database.close();

    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);
    expect(Object.keys(before)).toHaveLength(Object.keys(schemaTables).length);
    expect(backup.fileName).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);

    const target = newDataDir();
    const restored = await restoreBackup({
      file: join(backupDirOf(source), backup.fileName),
      dataDir: target,
    });
    expect(restored.users).toBe(before.users?.length);

    const reopened = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      const after = await readEveryTable((text) => reopened.execute(text));
      expect(after).toEqual(before);
      expect(after.users?.[0]).toMatchObject({ name: 'Ада O’Brien "admin"', phone: '+1 555 0100' });
      expect(after.feedbacks?.[0]).toMatchObject({ rating: '4.5', overall_recommendation: 'hire' });
      expect(after.audit_log?.[0]?.after).toEqual({ status: 'scheduled', tags: ['a', 'b'] });
      const [next] = await reopened.db
        .insert(users)
        .values({ name: 'New', email: 'new@example.test' })
        .returning();
      const maxId = Math.max(...(before.users ?? []).map((row) => Number(row.id)));
      expect(next?.id).toBeGreaterThan(maxId);
    } finally {
      await reopened.close();
    }
  });

  it('refuses to restore into a data folder that holds a database, and leaves it as it was', async () => {
    const dataDir = newDataDir();
    const database = await openMigrated(dataDir);
    const backup = await createBackup({ database, dataDir, keep: 7 });
    await database.db.insert(users).values({ name: 'Kept', email: 'kept@example.test' });
    await database.close();

    await expect(
      restoreBackup({ file: join(backupDirOf(dataDir), backup.fileName), dataDir }),
    ).rejects.toThrow(/already holds a database .* A restore only goes into an empty data folder/);
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const { rows } = await reopened.execute("select name from users where email = 'kept@example.test'");
    await reopened.close();
    expect(rows).toEqual([{ name: 'Kept' }]);
  });

  it('leaves the folder empty when the file is not a backup, so another file can be restored', async () => {
    const dataDir = newDataDir();
    const file = join(dataDir, 'backup-2026-11-24T03-00-00Z.tar.gz');
    writeFileSync(file, 'not a tarball');
    await expect(restoreBackup({ file, dataDir })).rejects.toThrow(
      /is not a backup of the embedded database/,
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    await expect(restoreBackup({ file: join(dataDir, 'missing.tar.gz'), dataDir })).rejects.toThrow(
      /No backup file at/,
    );
  });
});
