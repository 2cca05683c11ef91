import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { urlForDatabase } from '../../test/database-urls';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/index';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'interview-hub-backup-cli-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run db:backup` / `db:restore` / … as a user would: its own process, exit code and output. */
async function run(
  command: 'db-backup' | 'db-restore' | 'db-export' | 'db-import',
  env: Record<string, string>,
  args: string[] = [],
) {
  const entry = join(import.meta.dirname, `${command}.ts`);
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      {
        cwd: join(import.meta.dirname, '../..'), // apps/api: finds tsx, and holds no .env
        env: { PATH: process.env.PATH ?? '', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run db:export, then db:import into PostgreSQL', () => {
  it('moves the data of a stopped server into a new PostgreSQL database', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `backup_test_${process.pid}_cli`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const dataDir = newFolder();
      const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
      const source = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
      await source.db.insert(users).values({ name: 'Moved', email: 'moved@example.test' });
      const whileRunning = await run('db-export', { DATA_DIR: dataDir });
      expect(whileRunning).toMatchObject({ code: 1 });
      expect(whileRunning.stderr).toContain('The server is running: stop it first');
      await source.close();

      const file = join(dataDir, 'export.jsonl');
      const exported = await run('db-export', { DATA_DIR: dataDir }, [file]);
      expect(exported).toMatchObject({ code: 0 });
      expect(exported.stdout).toMatch(/^Exported \d+ rows of \d+ tables to /);

      const url = urlForDatabase(baseUrl, name);
      const imported = await run('db-import', { DATABASE_URL: url }, [file]);
      expect(imported.stderr).toBe('');
      expect(imported).toMatchObject({ code: 0 });
      const target = new pg.Client({ connectionString: url });
      await target.connect();
      const moved = await target.query("select name from users where email = 'moved@example.test'");
      await target.end();
      expect(moved.rows).toEqual([{ name: 'Moved' }]);

      const again = await run('db-import', { DATABASE_URL: url }, [file]);
      expect(again).toMatchObject({ code: 1 });
      expect(again.stderr).toContain('The database already holds data');
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

describe('npm run db:backup and db:restore', () => {
  it('backs up only while the server is stopped, and restores only into an empty data folder', async () => {
    const dataDir = newFolder();
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const running = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
    await running.db.insert(users).values({ name: 'Backed up', email: 'backed-up@example.test' });

    const whileRunning = await run('db-backup', { DATA_DIR: dataDir });
    expect(whileRunning).toMatchObject({ code: 1 });
    expect(whileRunning.stderr).toContain(
      'The server is running: use the admin Backups action, or stop it first.',
    );
    await running.close();

    const stopped = await run('db-backup', { DATA_DIR: dataDir });
    expect(stopped.stderr).toBe('');
    expect(stopped).toMatchObject({ code: 0 });
    expect(stopped.stdout).toMatch(/^Backup written: .*backup-.*Z\.tar\.gz \(\d+\.\d MB\)/);
    const [file] = readdirSync(join(dataDir, 'backups'));
    const backup = join(dataDir, 'backups', file ?? '');

    const notEmpty = await run('db-restore', { DATA_DIR: dataDir }, [backup]);
    expect(notEmpty).toMatchObject({ code: 1 });
    expect(notEmpty.stderr).toContain(`${dataDir} already holds a database`);

    const target = newFolder();
    const restored = await run('db-restore', { DATA_DIR: target }, [backup]);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain(`Restored ${backup} into ${target}`);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: target });
    const { rows } = await reopened.execute("select name from users where email = 'backed-up@example.test'");
    await reopened.close();
    expect(rows).toEqual([{ name: 'Backed up' }]);
  }, 120_000);

  it('says what to do instead on PostgreSQL, on an empty folder and without a file', async () => {
    const postgres = await run('db-backup', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/any' });
    expect(postgres).toMatchObject({ code: 1 });
    expect(postgres.stderr).toContain('DATABASE_URL is set: back PostgreSQL up with pg_dump');

    const empty = newFolder();
    const nothing = await run('db-backup', { DATA_DIR: empty });
    expect(nothing).toMatchObject({ code: 1 });
    expect(nothing.stderr).toContain(`No embedded database in ${empty}.`);
    expect(existsSync(join(empty, 'pglite'))).toBe(false);

    const usage = await run('db-restore', { DATA_DIR: empty });
    expect(usage).toMatchObject({ code: 1 });
    expect(usage.stderr).toContain('Usage: npm run db:restore -- data/backups/');
  }, 60_000);
});
