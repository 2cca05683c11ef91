import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { type FakeManatal, startFakeManatal } from '../../src/integrations/manatal/fake-manatal-server';
import { createBookingParties } from '../booking-parties';
import { createCandidate } from '../factories';
import { type CaughtMail, startSmtpSink } from '../smtp-sink';
import { bookableSlots } from './booking-slots';
import { ensureServerBuilt } from './build-server';
import {
  createAdminToken,
  createPostgresDatabase,
  type FaultDatabase,
  postgresAvailable,
} from './fault-databases';
import { call, type HttpAnswer, isApiError } from './http-client';
import { type ServerProcess, startServerProcess } from './server-process';

const RIVAL_BOOKINGS = 10;
const NEW_USERS = 6;

async function prepare(db: Db, jwtSecret: string) {
  const token = await createAdminToken(db, jwtSecret);
  const parties = await createBookingParties(db);
  const candidates = [parties.candidate];
  while (candidates.length < RIVAL_BOOKINGS) candidates.push(await createCandidate(db));
  return { token, parties, candidates };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses = (answers: HttpAnswer[]) => answers.map((answer) => answer.status).sort();

describe.skipIf(!postgresAvailable())('two server instances on one PostgreSQL database', () => {
  let database: FaultDatabase;
  let records: Awaited<ReturnType<typeof prepare>>;
  let manatal: FakeManatal;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const mail: CaughtMail[] = [];
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    await ensureServerBuilt();
    ({ database, value: records } = await createPostgresDatabase(prepare));
    manatal = await startFakeManatal({
      token: randomBytes(8).toString('hex'),
      sizes: { organizations: 6, jobs: 15, candidates: 40 },
    });
    smtp = await startSmtpSink(mail);
    const env = {
      DATABASE_URL: database.url,
      MANATAL_API_URL: manatal.url,
      MANATAL_API_TOKEN: manatal.token,
      SMTP_URL: smtp.url,
    };
    // Both start at once, as a deployment rolls out: both set up the job queue's schema on the same database.
    instances = await Promise.all([0, 1].map(() => startServerProcess({ ...database, env })));
  }, 300_000);

  afterAll(async () => {
    const exits = await Promise.all(instances.map((instance) => instance.stop()));
    await manatal?.close();
    await smtp?.close();
    await database?.remove();
    expect(exits.every((exit) => exit.code === 0)).toBe(true);
  });

  /** Sends request i to instance i % 2. */
  const through = (i: number, request: Parameters<typeof call>[1]) =>
    call(instances[i % 2]?.baseUrl ?? '', { token: records.token, timeoutMs: 20_000, ...request });

  it('books an interviewer slot once when both take it at the same moment', async () => {
    const [slot] = bookableSlots(1);
    const answers = await Promise.all(
      records.candidates.map((candidate, i) =>
        through(i, {
          method: 'POST',
          path: '/api/interviews',
          body: {
            interviewer_id: records.parties.interviewer.id,
            job_id: records.parties.job.id,
            candidate_id: candidate.id,
            date: slot?.toISOString(),
            duration: 60,
            timezone: 'UTC',
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(RIVAL_BOOKINGS - 1).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((a) => isApiError(a, 'CONFLICT'))).toBe(
      true,
    );
    const rows = await database.query<{ count: number }>(
      'select count(*)::int as count from interviews where interviewer_id = $1',
      [records.parties.interviewer.id],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('runs one Manatal sync of a kind at a time across instances, without duplicates', async () => {
    // The first page of each run answers slowly, so the rival request arrives while the run is going.
    manatal.faults.slowNext(3, 2_500);
    const kinds = ['/api/clients/sync/manatal', '/api/jobs/sync/manatal', '/api/sync/candidates/manual'];
    const answers = await Promise.all(
      kinds.flatMap((path) => [0, 1].map((i) => through(i, { method: 'POST', path: `${path}?full=true` }))),
    );
    for (const [index, path] of kinds.entries()) {
      const pair = answers.slice(index * 2, index * 2 + 2);
      expect(statuses(pair), `${path}: ${pair.map((a) => a.body).join(' | ')}`).toEqual([200, 409]);
      expect(pair.some((answer) => isApiError(answer, 'CONFLICT'))).toBe(true);
    }
    const counts = await database.query<{ kind: string; total: number; distinct: number }>(
      `select 'clients' as kind, count(manatal_id)::int as total, count(distinct manatal_id)::int as distinct from clients
       union all select 'jobs', count(manatal_id)::int, count(distinct manatal_id)::int from jobs
       union all select 'candidates', count(manatal_id)::int, count(distinct manatal_id)::int from candidates`,
    );
    expect(Object.fromEntries(counts.map((row) => [row.kind, [row.total, row.distinct]]))).toEqual({
      clients: [manatal.data.organizations.length, manatal.data.organizations.length],
      jobs: [manatal.data.jobs.length, manatal.data.jobs.length],
      candidates: [manatal.data.candidates.length, manatal.data.candidates.length],
    });
    const runs = await database.query<{ kind: string; status: string }>(
      `select kind, status from sync_runs where kind <> 'candidate_import' order by kind`,
    );
    expect(runs).toEqual([
      { kind: 'candidates', status: 'succeeded' },
      { kind: 'clients', status: 'succeeded' },
      { kind: 'jobs', status: 'succeeded' },
    ]);
  });

  it('delivers each queued e-mail exactly once with both instances working the queue', async () => {
    const created = await Promise.all(
      Array.from({ length: NEW_USERS }, (_, i) =>
        through(i, {
          method: 'POST',
          path: '/api/admin/users',
          body: {
            name: `Invited ${i}`,
            email: `invited-${i}-${randomBytes(3).toString('hex')}@example.test`,
          },
        }),
      ),
    );
    expect(statuses(created)).toEqual(Array<number>(NEW_USERS).fill(201));
    const outbox = async () =>
      database.query<{ to: string; status: string }>('select "to", status from outbound_emails order by id');
    // The booking's invitations to the interviewer and the candidate, and one invitation per new user.
    const deadline = Date.now() + 30_000;
    while ((await outbox()).some((row) => row.status !== 'sent') && Date.now() < deadline) await sleep(250);
    await sleep(3_000);
    const rows = await outbox();
    expect(rows).toHaveLength(NEW_USERS + 2);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const sent = (to: string) => mail.filter((message) => message.to.includes(to)).length;
    expect(rows.map((row) => [row.to, sent(row.to)])).toEqual(rows.map((row) => [row.to, 1]));
    expect(mail).toHaveLength(rows.length);
  });

  it('keeps both instances up and ready', async () => {
    for (const instance of instances) {
      expect(instance.isRunning()).toBe(true);
      expect((await call(instance.baseUrl, { method: 'GET', path: '/api/ready' })).status).toBe(200);
    }
  });
});
