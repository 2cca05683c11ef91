import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type Child = {
  process: ChildProcess;
  pid: number;
  /** What the child wrote to stderr (and stdout unless it was discarded), for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

/** Starts a process; its stdout is discarded unless `keepStdout` (a busy server logs every request). */
export function startChild(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; keepStdout?: boolean },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', options.keepStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    pid: child.pid ?? 0,
    output: () => output,
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; rejects when the child exits or `timeoutMs` passes. */
export async function waitUntilReady(child: Child, url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${child.process.exitCode ?? child.process.signalCode}):\n${child.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples a process's RSS every `everyMs` until stopped; reports the peak and the last sample. */
export function sampleRss(pid: number, everyMs = 250) {
  let peak = 0;
  let last = 0;
  const take = () => {
    try {
      last = rssMb(pid);
      peak = Math.max(peak, last);
    } catch {
      // the process has gone
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMb: peak, lastMb: last };
    },
  };
}
