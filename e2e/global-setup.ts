import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Builds client and server before the journeys when the build is missing or older than its sources. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status})`);
}
