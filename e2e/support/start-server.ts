import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const serverEntry = join(root, 'apps/api/dist/server.js');
const sessionCli = join(root, 'apps/api/src/cli/session-create.ts');
const readyTimeoutMs = 60_000;
const stopTimeoutMs = 25_000;

/** A fresh database folder and signing secret, shared by the tokens minted for it and the server started on it. */
export type ServerSetup = { dataDir: string; jwtSecret: string };

export type RunningServer = {
  baseUrl: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Sends SIGTERM, waits for the exit (SIGKILL after 25 s) and removes the data folder. */
  stop: () => Promise<void>;
};

/** Test settings: the server reads nothing else, and its working folder has no `.env` to add anything. */
function serverEnv(setup: ServerSetup, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: setup.dataDir,
    DATABASE_URL: '',
    JWT_SECRET: setup.jwtSecret,
    SEED_DEMO_DATA: 'true',
    // No load balancer to drain for: SIGTERM stops at once.
    SHUTDOWN_DRAIN_MS: '0',
    ...extra,
  };
}

export function createServerSetup(): ServerSetup {
  return {
    dataDir: mkdtempSync(join(tmpdir(), 'interview-hub-e2e-')),
    jwtSecret: randomBytes(48).toString('base64url'),
  };
}

/** The demo users whose sessions every copy of the template starts with. */
export const templateUsers = ['admin@example.com', 'recruiter@example.com', 'interviewer@example.com'];

/** A migrated, seeded database with a session for each demo user: made once per run, copied by each file. */
export type ServerTemplate = ServerSetup & { tokens: Record<string, string> };

export async function createServerTemplate(): Promise<ServerTemplate> {
  const setup = createServerSetup();
  const tokens: Record<string, string> = {};
  for (const email of templateUsers) tokens[email] = await mintToken(setup, email);
  return { ...setup, tokens };
}

/** A file's own copy of the template's database (seeding and minting cost seconds; a copy, a fraction of one). */
export function copyServerSetup(template: ServerTemplate): ServerSetup {
  const setup = createServerSetup();
  cpSync(template.dataDir, setup.dataDir, { recursive: true });
  return { ...setup, jwtSecret: template.jwtSecret };
}

/**
 * Prints a session token for a seeded user through `session-create`, which also migrates and seeds the database.
 * PGlite admits one process at a time: mint every token before `startServer`.
 */
export async function mintToken(setup: ServerSetup, email: string): Promise<string> {
  try {
    // Run from apps/api so tsx finds the API's tsconfig and no `.env` of the repository root is read.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', sessionCli, '--email', email],
      { cwd: join(root, 'apps/api'), env: serverEnv(setup), timeout: 60_000 },
    );
    const token = stdout.trim().split('\n').at(-1)?.trim();
    if (!token) throw new Error('it printed no token');
    return token;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not mint a session token for ${email}: ${detail}`);
  }
}

async function freePort(): Promise<number> {
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

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
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

/** Starts the built server (`apps/api/dist/server.js`) on a free loopback port and waits for `/api/ready`. */
export async function startServer(
  setup: ServerSetup,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: setup.dataDir,
    env: serverEnv(setup, { PORT: String(port), APP_URL: baseUrl, ...extraEnv }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, stopTimeoutMs))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    rmSync(setup.dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await isReady(baseUrl))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? `exited (${child.exitCode ?? child.signalCode})` : 'was not ready within 60 s';
      throw new Error(`The server ${why}. Its output:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { baseUrl, output: () => output, stop };
}
