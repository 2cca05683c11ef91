// Builds the client and the server when their output is missing or older than any source file they come from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contracts/src'],
  },
];

/** Returns the workspaces that need a build. */
export function staleWorkspaces() {
  return targets
    .filter(({ output, sources }) => {
      const built = newestMtime(join(root, output));
      return built === 0 || sources.some((source) => newestMtime(join(root, source)) > built);
    })
    .map(({ workspace }) => workspace);
}

export function buildIfStale() {
  for (const workspace of staleWorkspaces()) {
    console.log(`Building ${workspace}…`);
    // A production build whatever the caller's NODE_ENV (a test runner sets "test", which would bundle React's
    // development runtime).
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Build of ${workspace} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
