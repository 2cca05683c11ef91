import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoop } from './open-loop';

/** A server on loopback that answers at once, except that from its `stallAt`-th request on it holds every answer for `stallMs`. */
async function stallingServer(stallAt: number, stallMs: number) {
  let seen = 0;
  let releaseAt = 0;
  const server = http.createServer((request, response) => {
    seen += 1;
    if (seen === stallAt) releaseAt = performance.now() + stallMs;
    const hold = releaseAt - performance.now();
    const answer = () => response.writeHead(request.url === '/conflict' ? 409 : 200).end('ok');
    if (hold > 0) setTimeout(answer, hold);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('runOpenLoop', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => close?.());

  it('sends every request of the run, and counts 409 apart from errors', async () => {
    const server = await stallingServer(Number.POSITIVE_INFINITY, 0);
    close = server.close;
    let sent = 0;
    const figures = await runOpenLoop({
      url: server.url,
      rate: 50,
      seconds: 0.4,
      path: '/',
      next: () => ({ path: sent++ % 2 ? '/conflict' : '/' }),
    });

    expect(figures).toMatchObject({ rate: 50, requests: 20, conflicts: 10, errors: 0 });
    expect(figures.p50).toBeLessThanOrEqual(figures.p99);
  });

  it('charges a stall to every request that was due during it, not only to the one that met it', async () => {
    // At 100 req/s, the server stops answering for 300 ms at its 20th request: about 30 requests fall due
    // while it stalls. A closed loop would have sent none of them until the stall ended.
    const server = await stallingServer(20, 300);
    close = server.close;
    const figures = await runOpenLoop({ url: server.url, rate: 100, seconds: 1, path: '/' });

    expect(figures.requests).toBe(100);
    expect(figures.errors).toBe(0);
    // The request that met the stall waited ≥ 300 ms, the next ones ≥ 300 ms less their later due time: well over
    // 1 % of the run waited ≥ 250 ms, so the 99th percentile cannot be below it (a slower machine only adds).
    expect(figures.p99).toBeGreaterThanOrEqual(250);
  });

  it('counts an unanswered request as an error at the time-out', async () => {
    const server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    };
    const { port } = server.address() as AddressInfo;

    const figures = await runOpenLoop({
      url: `http://127.0.0.1:${port}`,
      rate: 10,
      seconds: 0.2,
      path: '/',
      timeoutMs: 200,
    });

    expect(figures).toMatchObject({ requests: 2, errors: 2, p99: 200 });
  });
});
