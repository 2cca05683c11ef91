import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

const lockModule = join(import.meta.dirname, 'data-dir-lock.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];

function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ih-lock-'));
  folders.push(dir);
  return dir;
}

/** Another process that takes the folder's lock, then either keeps running or exits without releasing it. */
async function lockInChild(dir: string, then: 'stay' | 'exit'): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
lockDataDir(${JSON.stringify(dir)});
console.log('locked');
${then === 'exit' ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => (then === 'exit' ? resolve() : reject(new Error(`child exited (${code})`))));
  });
  if (then === 'exit' && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder, one process at a time', () => {
  it('refuses a second open of a folder that is open, with a message that says what to do', async () => {
    const dir = newFolder();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      `The embedded database in ${dir} is open in this process already. Stop that process (the server) first`,
    );
    await first.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.execute('select 1');
    await again.close();
  }, 60_000);

  it("refuses a folder another running process holds, naming that process's id", async () => {
    const dir = newFolder();
    const holder = await lockInChild(dir, 'stay');
    expect(() => lockDataDir(dir)).toThrow(`is open in process ${holder.pid}.`);
  }, 30_000);

  it('takes over the lock of a process that ended without releasing it (killed, crashed)', async () => {
    const dir = newFolder();
    await lockInChild(dir, 'exit');
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true);
    const release = lockDataDir(dir);
    release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  }, 30_000);

  it('takes over a lock whose process id now belongs to another process, and an unreadable lock', () => {
    const dir = newFolder();
    // This process's id, but not this process: what a restarted container leaves behind.
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: process.pid, identity: 'another-boot:1' }));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'pglite.lock'), '{"pid":');
    lockDataDir(dir)();
  });
});
