import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeManatalData, type FakeManatalSizes, generateFakeManatalData } from './fake-manatal-data';
import {
  createFaultState,
  type FakeManatalFaults,
  jsonAnswer,
  type RawAnswer,
  throttledAnswer,
} from './fake-manatal-faults';
import { API_PREFIX, answerManatalGet } from './fake-manatal-routes';

export type FakeManatalOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), ::1 or localhost. */
  host?: string;
  token?: string;
  /** Data to serve (mutable: tests may change it between requests), or sizes to generate it from. */
  data?: FakeManatalData;
  sizes?: FakeManatalSizes;
  /** When set, more than this many requests per 60 s per token answer 429 like Manatal. */
  rateLimitPerMinute?: number;
};

/** One request the fake received, for tests that count calls or check query strings. */
export type FakeManatalRequest = { method: string; path: string; authorization: string | undefined };

export type FakeManatal = {
  /** The base URL, ending in `/open/v3` (no trailing slash). */
  url: string;
  token: string;
  faults: FakeManatalFaults;
  data: FakeManatalData;
  requests: FakeManatalRequest[];
  close(): Promise<void>;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const WINDOW_MS = 60_000;

/**
 * Starts a fake Manatal Open API v3 on loopback: token check, DRF pagination, filters, 404s, an optional
 * rate limit, and fault switches.
 * @example const manatal = await startFakeManatal({ token: 't', sizes: { candidates: 250 } });
 */
export async function startFakeManatal(options: FakeManatalOptions = {}): Promise<FakeManatal> {
  const { port = 0, host = '127.0.0.1', token = 'fake-manatal-token', rateLimitPerMinute } = options;
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`The fake Manatal listens on loopback only, not on ${host}`);
  const data = options.data ?? generateFakeManatalData(options.sizes);
  const faults = createFaultState();
  const requests: FakeManatalRequest[] = [];
  const recentRequests: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const decide = (request: IncomingMessage): RawAnswer => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    if (!url.pathname.startsWith(`${API_PREFIX}/`))
      return jsonAnswer({ status: 404, body: { detail: 'Not found.' } });
    const authorization = request.headers.authorization;
    if (!authorization) {
      return unauthorized('Authentication credentials were not provided.');
    }
    if (authorization !== `Token ${token}`) return unauthorized('Invalid token.');
    if (rateLimitPerMinute !== undefined) {
      const now = Date.now();
      while (recentRequests.length > 0 && (recentRequests[0] ?? 0) <= now - WINDOW_MS) recentRequests.shift();
      if (recentRequests.length >= rateLimitPerMinute) {
        return throttledAnswer(Math.max(1, Math.ceil(((recentRequests[0] ?? now) + WINDOW_MS - now) / 1000)));
      }
      recentRequests.push(now);
    }
    const fault = faults.takeAnswer();
    if (fault) return fault;
    if (request.method !== 'GET') {
      return jsonAnswer({ status: 405, body: { detail: `Method "${request.method}" not allowed.` } });
    }
    return jsonAnswer(answerManatalGet(data, url, `http://${request.headers.host ?? 'localhost'}`));
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    requests.push({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      authorization: request.headers.authorization,
    });
    const answer = decide(request);
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status, answer.headers).end(answer.text);
    };
    const delay = faults.takeDelay();
    if (delay <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delay);
    timers.add(timer);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${hostInUrl}:${address.port}${API_PREFIX}`,
    token,
    faults,
    data,
    requests,
    /** Stops listening and drops open connections; calling it again is harmless. */
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function unauthorized(detail: string): RawAnswer {
  return { ...jsonAnswer({ status: 401, body: { detail } }), headers: jsonHeadersWithChallenge };
}

const jsonHeadersWithChallenge = { 'content-type': 'application/json', 'www-authenticate': 'Token' };
