import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from './build-server';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type FaultDatabase,
  postgresAvailable,
} from './fault-databases';
import { call } from './http-client';
import { startServerProcess } from './server-process';
import {
  type AcknowledgedWrites,
  noteCounter,
  prepareWriteLoad,
  startWriteLoad,
  type WriteLoadRecords,
} from './write-load';

/** The load runs at least this long, and on until enough writes were acknowledged (a busy machine is slower). */
const LOAD_MS = 2_000;
const ACKNOWLEDGED_BEFORE_KILL = 40;
const MAX_LOAD_MS = 10_000;

const acknowledgedCount = (acknowledged: AcknowledgedWrites) =>
  [...acknowledged.notes.values()].reduce((sum, last) => sum + last + 1, 0) + acknowledged.bookings.length;

/**
 * Kills the server with SIGKILL in the middle of a write load, starts it again on the same data and checks that
 * every write it acknowledged is there, and that no booking was left half-written.
 */
async function killDuringWritesAndRestart(database: FaultDatabase, records: WriteLoadRecords) {
  const env = { DATABASE_URL: database.url, JOBS_ENABLED: 'false' };
  const first = await startServerProcess({ dataDir: database.dataDir, jwtSecret: database.jwtSecret, env });
  let stopLoad = () => {};
  const load = startWriteLoad(first.baseUrl, records, new Promise<void>((resolve) => (stopLoad = resolve)));
  const started = Date.now();
  while (
    Date.now() - started < LOAD_MS ||
    (acknowledgedCount(load.acknowledged) < ACKNOWLEDGED_BEFORE_KILL && Date.now() - started < MAX_LOAD_MS)
  ) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  first.kill('SIGKILL');
  const exit = await first.exited;
  stopLoad();
  const acknowledged = await load.done;
  expect(exit.signal).toBe('SIGKILL');
  const writes = [...acknowledged.notes.values()].reduce((sum, last) => sum + last + 1, 0);
  console.info(
    `SIGKILL on ${database.kind}: ${writes} note writes and ${acknowledged.bookings.length} bookings acknowledged, ` +
      `${acknowledged.failed} cut off`,
  );
  expect(acknowledgedCount(acknowledged)).toBeGreaterThan(20);

  const second = await startServerProcess({ dataDir: database.dataDir, jwtSecret: database.jwtSecret, env });
  try {
    const ready = await call(second.baseUrl, { method: 'GET', path: '/api/ready' });
    expect(ready.status).toBe(200);
    for (const [id, last] of acknowledged.notes) {
      const answer = await call(second.baseUrl, {
        method: 'GET',
        path: `/api/candidates/${id}`,
        token: records.token,
      });
      expect(answer.status).toBe(200);
      const stored = noteCounter((JSON.parse(answer.body) as { notes: string | null }).notes);
      // The write in flight when the process died may have committed without its answer getting out.
      expect(stored, `candidate ${id}`).toBeGreaterThanOrEqual(last);
      expect(stored, `candidate ${id}`).toBeLessThanOrEqual(last + 1);
    }
    for (const booking of acknowledged.bookings) {
      const answer = await call(second.baseUrl, {
        method: 'GET',
        path: `/api/interviews/${booking.id}`,
        token: records.token,
      });
      expect(answer.status, `interview ${booking.id}`).toBe(200);
      expect((JSON.parse(answer.body) as { date: string }).date).toBe(booking.date);
    }
  } finally {
    await second.stop();
  }
  const halfWritten = await database.query<{ count: number }>(
    `select count(*)::int as count from interviews i
      where not exists (select 1 from interview_events e where e.interview_id = i.id and e.kind = 'created')
         or not exists (select 1 from audit_log a where a.entity = 'interview' and a.entity_id = i.id)`,
  );
  expect(halfWritten[0]?.count).toBe(0);
}

describe('SIGKILL during a write load', () => {
  beforeAll(() => ensureServerBuilt(), 300_000);

  it('loses no acknowledged write on the embedded PGlite', { timeout: 90_000 }, async () => {
    const { database, value } = await createPgliteDatabase(prepareWriteLoad);
    try {
      await killDuringWritesAndRestart(database, value);
    } finally {
      await database.remove();
    }
  });

  it.skipIf(!postgresAvailable())(
    'loses no acknowledged write on PostgreSQL',
    { timeout: 90_000 },
    async () => {
      const { database, value } = await createPostgresDatabase(prepareWriteLoad);
      try {
        await killDuringWritesAndRestart(database, value);
      } finally {
        await database.remove();
      }
    },
  );
});
