import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
export const serverEntry = join(root, 'apps/api/dist/server.js');
const lock = join(tmpdir(), 'interview-hub-build-if-stale.lock');
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Builds the server when its output is older than its sources (`scripts/build-if-stale.mjs`, quick when nothing
 * changed). Fault tests in parallel files would otherwise build into the same folder at once, so a lock folder
 * lets one build while the others wait for it.
 */
export async function ensureServerBuilt(): Promise<void> {
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { force: true, recursive: true });
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${lock}`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  try {
    execFileSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'pipe' });
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing after the build`);
}
