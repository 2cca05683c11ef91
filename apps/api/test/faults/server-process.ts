import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverEntry } from './build-server';

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

/** The built server running in its own process, as in production. */
export type ServerProcess = {
  baseUrl: string;
  port: number;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its pino log lines (JSON), in order. */
  logLines(): Array<Record<string, unknown> & { msg?: string; time?: number }>;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
  isRunning(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL when it has not exited after 20 s. */
  stop(): Promise<ServerExit>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess): Promise<ServerExit> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolveExit({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
  });
}

/**
 * Starts `apps/api/dist/server.js` on a loopback port with test settings (no demo data, no scheduled Manatal
 * sync, no drain on SIGTERM, its folder as working directory so no `.env` is read) and waits until `/api/ready` answers 200.
 */
export async function startServerProcess(options: {
  dataDir: string;
  jwtSecret: string;
  /** Settings over the test ones; `undefined` leaves a setting unset (as a deployment that does not set it). */
  env?: Record<string, string | undefined>;
  port?: number;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: options.dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      JWT_SECRET: options.jwtSecret,
      SEED_DEMO_DATA: 'false',
      MANATAL_SYNC_INTERVAL: '0',
      // Stops at once on SIGTERM; the tests of the drain set their own.
      SHUTDOWN_DRAIN_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = waitForExit(child);
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (isRunning()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!(await isReady(baseUrl))) {
    if (!isRunning() || Date.now() > deadline) {
      const why = isRunning() ? 'was not ready in time' : `exited (${child.exitCode ?? child.signalCode})`;
      await stop();
      throw new Error(`The server ${why}. Its output:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    isRunning,
    kill: (signal) => child.kill(signal),
    stop,
  };
}
