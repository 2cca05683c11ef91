import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, DATA_ROOT, JWT_SECRET, ROOT_DIR } from './bench-data';
import { type Child, freePort, startChild, waitUntilReady } from './child';
import type { DatabaseTarget } from './sql-runner';

export type Server = { child: Child; url: string; ready: string };

/**
 * Waits until the server has worked off what the last run left queued (a slow route can leave seconds of queries
 * behind it): its readiness check runs `select 1` through the same pool, so it answers fast only once the queue
 * is empty.
 */
export async function drain(server: Server): Promise<void> {
  const deadline = performance.now() + 60_000;
  let fastInARow = 0;
  while (performance.now() < deadline && fastInARow < 3) {
    const started = performance.now();
    const status = await fetch(server.ready).then(
      (response) => response.status,
      () => 0,
    );
    fastInARow = status === 200 && performance.now() - started < 50 ? fastInARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, fastInARow ? 50 : 250));
  }
}

const serverEntry = join(ROOT_DIR, 'apps/api/dist/server.js');
const workDir = join(DATA_ROOT, 'runs');

/** The built server (npm start's), as a deployment runs it: default log level, job workers on. */
export async function startApi(target: DatabaseTarget, nodeArgs: string[] = []): Promise<Server> {
  // Its working folder has no .env, so the server reads only the settings given here.
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startChild(process.execPath, [...nodeArgs, serverEntry], {
    cwd: workDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      DEFAULT_TIMEZONE: 'UTC',
      LOG_LEVEL: 'info',
      DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      DATA_DIR: target.kind === 'pglite' ? target.dataDir : join(workDir, 'postgres-api'),
    },
  });
  const ready = `${url}/api/ready`;
  await waitUntilReady(child, ready);
  return { child, url, ready };
}

export async function startBaseline(target: DatabaseTarget): Promise<Server> {
  const port = await freePort();
  const where = target.kind === 'postgres' ? ['--database-url', target.url] : ['--data-dir', target.dataDir];
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', join(BENCH_DIR, 'baseline-server.ts'), '--port', String(port), ...where],
    { cwd: ROOT_DIR, env: process.env },
  );
  const url = `http://127.0.0.1:${port}`;
  const ready = `${url}/baseline/ready`;
  await waitUntilReady(child, ready);
  return { child, url, ready };
}
