import http from 'node:http';
import { quantile } from './stats';

/** What an open-loop run reports: latencies counted from when each request was due, not from when it was sent. */
export type OpenLoopFigures = {
  /** Requests per second the run was asked to send. */
  rate: number;
  /** Requests per second that were answered within the run (below `rate` when the server falls behind). */
  achievedRps: number;
  p50: number;
  p99: number;
  requests: number;
  conflicts: number;
  errors: number;
};

export type OpenLoopOptions = {
  url: string;
  /** Arrivals per second; request i is due at start + i / rate, whatever happened to the others. */
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  path: string;
  next?: () => { path?: string; body?: string };
  /** A request not answered within this many ms counts as an error, with this as its latency. */
  timeoutMs?: number;
  /** Sockets kept open at most; requests due while all are busy wait for one, and their wait counts. */
  maxSockets?: number;
};

/**
 * Sends requests at a fixed arrival rate (an open loop) and measures each from its due time, so a server that
 * stalls is charged for every request that arrived during the stall (a closed loop, autocannon's, stops sending
 * while it waits and so leaves those requests out: coordinated omission). Bounded by `seconds` and its count.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let conflicts = 0;
  let errors = 0;
  let lastAnswer = 0;
  const start = performance.now();

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const change = options.next?.() ?? {};
      const body = change.body;
      let settled = false;
      const finish = (status: number | null) => {
        if (settled) return;
        settled = true;
        const now = performance.now();
        lastAnswer = Math.max(lastAnswer, now);
        latencies.push(status === null ? timeoutMs : now - due);
        if (status === 409) conflicts += 1;
        else if (status === null || status < 200 || status >= 300) errors += 1;
        resolve();
      };
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: options.method ?? 'GET',
          path: change.path ?? options.path,
          headers: {
            ...options.headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode ?? null));
          response.on('error', () => finish(null));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => finish(null));
      request.end(body);
    });

  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();

  const elapsedSeconds = Math.max((lastAnswer - start) / 1000, options.seconds);
  return {
    rate: options.rate,
    achievedRps: (total - errors) / elapsedSeconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requests: total,
    conflicts,
    errors,
  };
}
