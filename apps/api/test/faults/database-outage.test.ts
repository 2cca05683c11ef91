import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { createCandidate } from '../factories';
import { ensureServerBuilt } from './build-server';
import {
  createAdminToken,
  createPostgresDatabase,
  type FaultDatabase,
  postgresAvailable,
} from './fault-databases';
import { call, type HttpAnswer, isApiError } from './http-client';
import { type ServerProcess, startServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** How long a request may take while the database is away: it must fail, not hang. */
const OUTAGE_ANSWER_MS = 15_000;
const RECOVERY_MS = 20_000;

async function prepare(db: Db, jwtSecret: string) {
  return { token: await createAdminToken(db, jwtSecret), candidate: await createCandidate(db) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresAvailable())('the database going away and coming back', () => {
  let database: FaultDatabase;
  let records: Awaited<ReturnType<typeof prepare>>;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    await ensureServerBuilt();
    ({ database, value: records } = await createPostgresDatabase(prepare));
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // The job queue works on the same database, so its polling meets the outage too.
    server = await startServerProcess({
      ...database,
      env: { DATABASE_URL: proxied.toString(), DATABASE_QUERY_TIMEOUT_MS: '2000' },
    });
  }, 300_000);

  afterAll(async () => {
    const exit = await server?.stop();
    await proxy?.close();
    await database?.remove();
    expect(exit, server?.output().slice(-4000)).toEqual({ code: 0, signal: null });
  });

  const ready = () =>
    call(server.baseUrl, { method: 'GET', path: '/api/ready', timeoutMs: OUTAGE_ANSWER_MS });
  const list = () =>
    call(server.baseUrl, {
      method: 'GET',
      path: '/api/candidates',
      token: records.token,
      timeoutMs: OUTAGE_ANSWER_MS,
    });
  const write = (notes: string) =>
    call(server.baseUrl, {
      method: 'PUT',
      path: `/api/candidates/${records.candidate.id}`,
      token: records.token,
      body: { name: records.candidate.name, notes },
      timeoutMs: OUTAGE_ANSWER_MS,
    });

  /** While the database is away: /api/ready says so, and requests that need it answer 503 in the error format. */
  async function expectUnavailable(rounds: number) {
    const answers: HttpAnswer[] = [];
    for (let round = 0; round < rounds; round++) {
      const readiness = await ready();
      expect(readiness.status).toBe(503);
      expect(JSON.parse(readiness.body)).toEqual({ status: 'unavailable', database: 'postgres' });
      const [read, written] = await Promise.all([list(), write(`<p>during the outage ${round}</p>`)]);
      answers.push(read, written);
      await sleep(300);
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(answers.length).fill(503));
    expect(
      answers.every((answer) => isApiError(answer, 'UNAVAILABLE')),
      answers[0]?.body,
    ).toBe(true);
    expect((await call(server.baseUrl, { method: 'GET', path: '/api/health' })).status).toBe(200);
  }

  /** After the database is back, the same process serves reads and writes again. */
  async function expectRecovered(notes: string) {
    const deadline = Date.now() + RECOVERY_MS;
    while ((await ready().catch(() => null))?.status !== 200 && Date.now() < deadline) await sleep(250);
    expect((await ready()).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await write(notes)).status).toBe(200);
    const [row] = await database.query<{ notes: string }>('select notes from candidates where id = $1', [
      records.candidate.id,
    ]);
    expect(row?.notes).toBe(notes);
    expect(server.isRunning(), 'the same process recovered').toBe(true);
  }

  it('answers 503 while connections are refused, then recovers without a restart', {
    timeout: 90_000,
  }, async () => {
    expect((await list()).status).toBe(200);
    // Writers keep transactions going, so the connections die under checked-out clients.
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      const statuses: number[] = [];
      for (let i = 0; writing && i < 500; i++) {
        statuses.push((await write(`<p>writer ${writer}: ${i}</p>`).catch(() => ({ status: 0 }))).status);
      }
      return statuses;
    });
    await sleep(500);
    await proxy.cut();
    await sleep(300);
    writing = false;
    const statuses = (await Promise.all(writers)).flat();
    expect(server.isRunning(), server.output().slice(-3000)).toBe(true);
    const errors = server.logLines().filter((line) => Number(line.level) >= 50);
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      JSON.stringify(errors).slice(0, 3000),
    ).toEqual([]);
    expect(statuses).toContain(200);
    await expectUnavailable(3);
    await proxy.restore();
    await expectRecovered('<p>after the refused connections</p>');
  });

  it('answers 503 instead of hanging during a network partition, then recovers', {
    timeout: 120_000,
  }, async () => {
    expect((await list()).status).toBe(200);
    proxy.stall();
    await expectUnavailable(2);
    await proxy.restore();
    await expectRecovered('<p>after the partition</p>');
  });
});
