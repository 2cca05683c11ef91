import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from './build-server';
import { createAdminToken, createPgliteDatabase } from './fault-databases';
import { call, failureOf } from './http-client';
import { startServerProcess } from './server-process';

/** Requests written to new connections just before SIGTERM, as a load balancer sends them before it notices. */
const ARRIVING = 20;
/** Long enough for the checks made while draining, on a busy machine. */
const DRAIN_MS = 4_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM while requests arrive', () => {
  beforeAll(() => ensureServerBuilt(), 300_000);

  it('answers the requests that came with SIGTERM, says it is not ready while draining, then exits with code 0', {
    timeout: 60_000,
  }, async () => {
    const { database, value: token } = await createPgliteDatabase(createAdminToken);
    const server = await startServerProcess({
      dataDir: database.dataDir,
      jwtSecret: database.jwtSecret,
      env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), LOG_LEVEL: 'info' },
    });
    try {
      const list = { method: 'GET' as const, path: '/api/candidates?limit=5', token };
      expect((await call(server.baseUrl, list)).status).toBe(200);

      const written: Array<Promise<void>> = [];
      const arriving = Array.from({ length: ARRIVING }, () => {
        let markWritten = () => {};
        written.push(new Promise((resolve) => (markWritten = resolve)));
        return call(server.baseUrl, { ...list, onWritten: markWritten }).then(
          (answer) => answer.status,
          (error: unknown) => failureOf(error),
        );
      });
      await Promise.all(written);
      server.kill('SIGTERM');

      const seen = Date.now();
      while (!server.output().includes('shutting down') && Date.now() - seen < 5_000) await sleep(10);
      const ready = await call(server.baseUrl, { method: 'GET', path: '/api/ready' }).catch(failureOf);
      const during = await call(server.baseUrl, list).catch(failureOf);

      expect(await Promise.all(arriving), 'the requests written before SIGTERM').toEqual(
        Array(ARRIVING).fill(200),
      );
      expect(ready, 'readiness while draining').toMatchObject({ status: 503 });
      if (typeof ready === 'object') {
        expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', database: 'pglite' });
      }
      expect(during, 'a request while draining, then its connection closed').toMatchObject({
        status: 200,
        headers: { connection: 'close' },
      });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('drained: closing');
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
