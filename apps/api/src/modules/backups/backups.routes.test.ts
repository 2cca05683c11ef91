import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig, useTestApp } from '../../../test/test-app';
import { backupDirOf, createBackup, postgresBackupMessage } from './create-backup';

const dataDir = mkdtempSync(join(tmpdir(), 'interview-hub-backup-routes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('/api/admin/backups', () => {
  const t = useTestApp({ config: { ...testConfig, dataDir, backup: { hour: 3, keep: 2 } } });
  const onPglite = () => t.database.kind === 'pglite';

  it('is for admins only', async () => {
    const { headers } = await t.signIn('recruiter');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  it('backs up now, answers the file, lists the newest first and keeps BACKUP_KEEP of them', async (ctx) => {
    if (!onPglite()) ctx.skip();
    const { headers } = await t.signIn('admin');
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers });
    expect(empty.json()).toEqual({ database: 'pglite', keep: 2, backups: [] });

    const made = [];
    // Names have whole seconds: the clock moves a second between backups instead of the test waiting one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers });
        expect(res.statusCode).toBe(201);
        made.push(res.json() as { file_name: string; size_bytes: number; created_at: string });
        vi.setSystemTime(Date.now() + 1000);
      }
    } finally {
      vi.useRealTimers();
    }
    const newest = made[2];
    expect(newest?.file_name).toMatch(/^backup-.*Z\.tar\.gz$/);
    expect(newest?.size_bytes).toBeGreaterThan(100_000);
    expect(existsSync(join(backupDirOf(dataDir), newest?.file_name ?? ''))).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers });
    expect(list.json()).toEqual({ database: 'pglite', keep: 2, backups: [made[2], made[1]] });
  });

  it('on PostgreSQL answers 422: its backups are pg_dump’s job', async () => {
    const { headers } = await t.signIn('admin');
    if (!onPglite()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain('pg_dump');
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers });
      expect(list.json()).toEqual({ database: 'postgres', keep: 2, backups: [] });
    }
    const postgres = { ...t.database, kind: 'postgres' as const, dumpDataDir: undefined };
    await expect(createBackup({ database: postgres, dataDir, keep: 2 })).rejects.toMatchObject({
      code: 'RULE_BROKEN',
      message: postgresBackupMessage,
    });
  });
});
