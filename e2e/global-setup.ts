import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];
const sources = ['apps/web/src', 'apps/api/src', 'packages/contracts/src'];

/** The newest modification time of a file or of any file below a folder; 0 when it is missing. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale(): boolean {
  const oldestOutput = Math.min(...outputs.map((output) => newestMtime(join(root, output))));
  if (oldestOutput === 0) return true;
  return sources.some((source) => newestMtime(join(root, source)) > oldestOutput);
}

/** Builds client and server once before the journeys when the build is missing or older than its sources. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  if (!buildIsStale()) return;
  console.log('End-to-end: the build is missing or stale, running `npm run build`…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status})`);
}
