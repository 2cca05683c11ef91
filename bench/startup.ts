import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_ROOT, JWT_SECRET, ROOT_DIR, writeResult } from './lib/bench-data';
import { freePort, rssMb, startChild, waitUntilReady } from './lib/child';
import { median, round } from './lib/stats';

export type StartupReport = {
  /** Empty folder: create PGlite, migrate, seed the demo data, start jobs, listen. */
  firstStartMs: number;
  /** The same folder again (demo data present): median of the restarts. */
  restartMedianMs: number;
  restartsMs: number[];
  rssAtReadyMb: number;
};

/** Spawns the built server on `dataDir` and times it from spawn to the first 200 of /api/ready. */
async function timeStart(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = startChild(process.execPath, [join(ROOT_DIR, 'apps/api/dist/server.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET,
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  try {
    await waitUntilReady(child, `http://127.0.0.1:${port}/api/ready`, 120_000);
    const ms = performance.now() - started;
    return { ms, rss: rssMb(child.pid) };
  } finally {
    await child.stop();
  }
}

/**
 * Start to ready of the server on the embedded database, after the build: once on an empty folder (which
 * seeds the demo data) and `restarts` times on the folder it left.
 */
export async function runStartupBench(restarts = 5): Promise<StartupReport> {
  const dataDir = join(DATA_ROOT, 'runs', 'startup');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const first = await timeStart(dataDir);
  const again: number[] = [];
  let rss = first.rss;
  for (let i = 0; i < restarts; i++) {
    const run = await timeStart(dataDir);
    again.push(run.ms);
    rss = run.rss;
  }
  rmSync(dataDir, { recursive: true, force: true });
  return {
    firstStartMs: Math.round(first.ms),
    restartMedianMs: Math.round(median(again)),
    restartsMs: again.map((ms) => Math.round(ms)),
    rssAtReadyMb: round(rss, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runStartupBench(process.argv.includes('--quick') ? 2 : 5);
  writeResult('startup', result);
  console.log(
    `Start to ready: ${result.firstStartMs} ms on an empty folder (seeding), median ${result.restartMedianMs} ms ` +
      `on the demo data (${result.restartsMs.join(', ')} ms); RSS at ready ${result.rssAtReadyMb} MB`,
  );
}
