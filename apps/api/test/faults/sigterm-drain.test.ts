import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { feedbacks } from '../../src/db/schema/index';
import { createInterviewFixture } from '../interview-fixture';
import { ensureServerBuilt } from './build-server';
import { createAdminToken, createPgliteDatabase } from './fault-databases';
import { call, failureOf, type HttpAnswer, keepAliveAgent } from './http-client';
import { type ServerProcess, startServerProcess } from './server-process';

const REQUESTS = 200;
const SPACING_MS = 10;
/** SIGTERM comes once the load has run this long and this many requests were answered (or after 5 s). */
const SIGTERM_AFTER_MS = 1_000;
const ANSWERED_BEFORE_SIGTERM = 30;
/** The request SIGTERM is sent during: a feedback download (a PDF in a zip), slow enough to be still running. */
const SENTINEL = 10_000;
/** How a request that never reached the server may fail: its connection was refused or closed while idle. */
const REFUSALS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']);

async function prepare(db: Db, jwtSecret: string) {
  const token = await createAdminToken(db, jwtSecret);
  const { interview, candidate } = await createInterviewFixture(db);
  const [feedback] = await db
    .insert(feedbacks)
    .values({ interviewId: interview.id, feedbackText: 'Clear answers, good tests.', rating: 4 })
    .returning();
  if (!feedback) throw new Error('feedback insert failed');
  return { token, candidate, feedback };
}
type Records = Awaited<ReturnType<typeof prepare>>;

/** Request n of the load: mostly reads, every third a write, every tenth a (slow) PDF download. */
function requestFor(n: number, records: Records) {
  if (n % 10 === 0)
    return {
      method: 'GET' as const,
      path: `/api/feedbacks/${records.feedback.id}/download?format=zip&n=${n}`,
    };
  if (n % 3 === 0) {
    return {
      method: 'PUT' as const,
      path: `/api/candidates/${records.candidate.id}?n=${n}`,
      body: { name: records.candidate.name, notes: `<p>note ${n}</p>` },
    };
  }
  return { method: 'GET' as const, path: `/api/candidates?limit=50&n=${n}` };
}

type Outcome = { n: number; answer?: HttpAnswer; failure?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Once the load is under way, starts the sentinel download, waits until the server has logged it as taken in,
 * and sends SIGTERM while it is still being answered.
 */
async function terminateDuringSentinel(server: ServerProcess, records: Records, answered: () => number) {
  const started = Date.now();
  while (Date.now() - started < SIGTERM_AFTER_MS || answered() < ANSWERED_BEFORE_SIGTERM) {
    if (Date.now() - started > 5_000) break;
    await sleep(10);
  }
  const sentinel = call(server.baseUrl, { ...requestFor(SENTINEL, records), token: records.token }).then(
    (answer): Outcome => ({ n: SENTINEL, answer }),
    (error: unknown): Outcome => ({ n: SENTINEL, failure: failureOf(error) }),
  );
  const seen = Date.now();
  while (!server.output().includes(`n=${SENTINEL}`) && Date.now() - seen < 5_000) await sleep(2);
  sigtermSentAt = Date.now();
  server.kill('SIGTERM');
  return sentinel;
}

/**
 * When the test sent SIGTERM (the same clock as the server's log). The server's own "shutting down" line can come
 * later: a PDF render holds the event loop, and the signal is handled once it lets go.
 */
let sigtermSentAt = 0;

/** Which requests the server took in (its "incoming request" log lines), finished, and had running at SIGTERM. */
function readServerLog(server: ServerProcess) {
  const logs = server.logLines();
  const shutdownAt = logs.find((line) => line.msg?.startsWith('shutting down'))?.time ?? 0;
  const incoming = new Map<string, { n: number; time: number }>();
  const completed = new Map<string, number>();
  for (const line of logs) {
    const reqId = String(line.reqId);
    const n = /[?&]n=(\d+)/.exec((line.req as { url?: string } | undefined)?.url ?? '')?.[1];
    if (line.msg === 'incoming request' && n) incoming.set(reqId, { n: Number(n), time: line.time ?? 0 });
    if (line.msg === 'request completed') completed.set(reqId, line.time ?? 0);
  }
  return {
    shutdownAt,
    accepted: new Set([...incoming.values()].map((request) => request.n)),
    notCompleted: [...incoming.keys()].filter((reqId) => !completed.has(reqId)),
    drained: [...incoming].filter(
      ([reqId, request]) => request.time <= sigtermSentAt && (completed.get(reqId) ?? 0) >= sigtermSentAt,
    ).length,
  };
}

describe('SIGTERM under load', () => {
  beforeAll(() => ensureServerBuilt(), 300_000);

  it('answers every request it accepted, then exits with code 0', { timeout: 60_000 }, async () => {
    const { database, value: records } = await createPgliteDatabase(prepare);
    const server = await startServerProcess({
      dataDir: database.dataDir,
      jwtSecret: database.jwtSecret,
      env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '2000' },
    });
    try {
      // Warm up (the first PDF loads its fonts), so the load measures serving, not start-up.
      for (const n of [0, 1, 3]) {
        expect((await call(server.baseUrl, { ...requestFor(n, records), token: records.token })).status).toBe(
          200,
        );
      }
      const agent = keepAliveAgent(8);
      const started = Date.now();
      let answeredSoFar = 0;
      const sentinel = terminateDuringSentinel(server, records, () => answeredSoFar);
      const outcomes: Array<Promise<Outcome>> = [];
      for (let n = 0; n < REQUESTS; n++) {
        const wait = started + n * SPACING_MS - Date.now();
        if (wait > 0) await sleep(wait);
        const request = { ...requestFor(n, records), token: records.token, agent, timeoutMs: 20_000 };
        outcomes.push(
          call(server.baseUrl, request).then(
            (answer) => {
              answeredSoFar++;
              return { n, answer };
            },
            (error: unknown) => ({ n, failure: failureOf(error) }),
          ),
        );
      }
      const results = [...(await Promise.all(outcomes)), await sentinel];
      agent.destroy();
      const exit = await server.exited;
      const exitedAfterMs = Date.now() - started;

      const log = readServerLog(server);
      const byN = new Map(results.map((result) => [result.n, result]));
      const refused = results.filter((result) => result.failure !== undefined);
      const turnedAway = results.filter((result) => result.answer?.status === 503).length;
      const answered = results.filter((result) => result.answer && result.answer.status < 400).length;
      console.info(
        `SIGTERM drain: ${answered} answered, ${log.drained} of them in flight at SIGTERM, ${turnedAway} turned ` +
          `away with 503 while closing, ${refused.length} not taken in (` +
          `${[...new Set(refused.map((r) => r.failure))].join(', ')}); exit ${exit.code} ${exit.signal ?? ''} ` +
          `${exitedAfterMs} ms after the load began`,
      );

      expect(log.shutdownAt, 'the server logged its shutdown').toBeGreaterThan(0);
      expect(exit).toEqual({ code: 0, signal: null });
      const sentinelAnswer = byN.get(SENTINEL)?.answer;
      expect(sentinelAnswer?.status, 'the download running at SIGTERM').toBe(200);
      // A whole zip: its end-of-central-directory record is there.
      expect(sentinelAnswer?.body.startsWith('PK')).toBe(true);
      expect(sentinelAnswer?.body.slice(-100).includes('PK\u0005\u0006')).toBe(true);
      expect(
        [...log.accepted].filter((n) => byN.get(n)?.failure !== undefined),
        'accepted requests without a complete answer',
      ).toEqual([]);
      expect(log.notCompleted, 'requests the server took in but never finished').toEqual([]);
      expect(refused.filter((result) => !REFUSALS.has(result.failure ?? ''))).toEqual([]);
      expect(
        results.filter((r) => r.answer && r.answer.status !== 503 && r.answer.status >= 400),
        'answers other than success or 503 while closing',
      ).toEqual([]);
      expect(answered).toBeGreaterThan(ANSWERED_BEFORE_SIGTERM);
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
