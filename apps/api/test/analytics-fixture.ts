import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import type { Db } from '../src/db/client';
import { feedbacks, interviewEvents, interviewerAvailability, ledgerLines } from '../src/db/schema/index';
import { saveSettings } from '../src/modules/settings/settings.repository';
import { createClient, createInterview, createInterviewer, createJob, createUser } from './factories';

/**
 * The Analytics figures' hand-computed data set (issue 22): the agency in Asia/Kolkata (UTC+05:30), three weeks
 * from Monday 7 to Sunday 27 September 2026, two clients, three positions with levels, interviewers with and
 * without a weekly cap, interviews near midnight and at the range's edges, outcomes, feedback on time and late,
 * reschedules, cancellations and ledger lines. The expected figures are worked out beside each test.
 */
export const ZONE = 'Asia/Kolkata';
export const RANGE = 'from=2026-09-07&to=2026-09-27';

const HOUR = 3_600_000;
/** An instant from the agency's wall clock: 'YYYY-MM-DDTHH:MM' in Kolkata is 5 h 30 before in UTC. */
const local = (wall: string) => new Date(Date.parse(`${wall}:00Z`) - 5.5 * HOUR);

export async function createAnalyticsFixture(db: Db) {
  const admin = await createUser(db, { role: 'admin' });
  await saveSettings(db, { ...defaultAgencySettings(ZONE), currency: 'USD' }, admin.id);
  const acme = await createClient(db, { name: 'Acme' });
  const globex = await createClient(db, { name: 'Globex' });
  const backend = await createJob(db, { title: 'Backend', clientId: acme.id, level: 'senior' });
  const frontend = await createJob(db, { title: 'Frontend', clientId: acme.id, level: 'junior' });
  const data = await createJob(db, { title: 'Data', clientId: globex.id, level: 'senior' });
  const ann = await createInterviewer(db, { name: 'Ann' });
  const bob = await createInterviewer(db, { name: 'Bob' });
  const cid = await createInterviewer(db, { name: 'Cid' });
  const dee = await createInterviewer(db, { name: 'Dee' });
  const eve = await createInterviewer(db, { name: 'Eve' });
  // Eve's sign-in is blocked: she has left and is never listed as idle.
  await createUser(db, { role: 'interviewer', email: eve.email, status: 'blocked' });
  await db
    .insert(interviewerAvailability)
    .values({ interviewerId: ann.id, weekly: [], timeOff: [], maxPerWeek: 2 });

  const interview = async (
    wall: string,
    who: { id: number },
    job: { id: number },
    more: {
      duration?: number;
      status?: 'scheduled' | 'completed' | 'candidate_no_show' | 'interviewer_no_show' | 'cancelled';
      cancelledBy?: 'candidate' | 'client';
      cancelReason?: 'schedule_conflict' | 'position_closed';
      outcomeLate?: boolean;
      feedbackAfterHours?: number;
    } = {},
  ) => {
    const date = local(wall);
    const duration = more.duration ?? 60;
    const end = date.getTime() + duration * 60_000;
    const row = await createInterview(db, {
      date,
      duration,
      interviewerId: who.id,
      jobId: job.id,
      status: more.status ?? 'completed',
      cancelledBy: more.cancelledBy,
      cancelReason: more.cancelReason,
      outcomeLate: more.outcomeLate ?? false,
      feedbackDueAt: new Date(end + 24 * HOUR),
    });
    if (more.feedbackAfterHours !== undefined) {
      await db.insert(feedbacks).values({
        interviewId: row.id,
        feedbackText: 'Fixture feedback',
        createdAt: new Date(end + more.feedbackAfterHours * HOUR),
      });
    }
    return row;
  };
  // Week of 7 September.
  const i1 = await interview('2026-09-07T10:00', ann, backend, { feedbackAfterHours: 5 });
  const i2 = await interview('2026-09-08T15:00', bob, data, { feedbackAfterHours: 30 });
  await interview('2026-09-09T11:00', ann, frontend, {
    status: 'cancelled',
    cancelledBy: 'candidate',
    cancelReason: 'schedule_conflict',
    outcomeLate: true,
  });
  const i4 = await interview('2026-09-13T23:30', ann, backend, { duration: 30, status: 'candidate_no_show' });
  // Week of 14 September: the first one is Sunday evening in UTC.
  await interview('2026-09-14T00:15', ann, backend, { feedbackAfterHours: 2 });
  await interview('2026-09-15T10:00', ann, frontend, { duration: 90, feedbackAfterHours: 10 });
  const i7 = await interview('2026-09-16T10:00', ann, data, { status: 'scheduled' });
  await interview('2026-09-17T14:00', bob, backend, { status: 'interviewer_no_show' });
  const i9 = await interview('2026-09-18T16:00', bob, data, {
    status: 'cancelled',
    cancelledBy: 'client',
    cancelReason: 'position_closed',
  });
  // Week of 21 September, up to Sunday 23:30.
  const i10 = await interview('2026-09-21T10:00', bob, data, { feedbackAfterHours: 48 });
  await interview('2026-09-27T23:30', ann, backend, { feedbackAfterHours: 1 });
  await interview('2026-09-23T10:00', bob, frontend, {
    status: 'cancelled',
    cancelledBy: 'candidate',
    cancelReason: 'schedule_conflict',
  });
  // Outside the range by a quarter of an hour and half an hour.
  const i13 = await interview('2026-09-06T23:45', ann, backend, { feedbackAfterHours: 3 });
  const i14 = await interview('2026-09-28T00:30', bob, backend, { feedbackAfterHours: 3 });
  const i15 = await interview('2026-10-05T10:00', ann, frontend, { feedbackAfterHours: 3 });
  // Dee is booked for tomorrow: not idle.
  await createInterview(db, { interviewerId: dee.id, jobId: backend.id });

  const reschedule = (interviewId: number, at: Date, reason: string | null, late = false) =>
    db.insert(interviewEvents).values({ interviewId, kind: 'rescheduled', reason, late, createdAt: at });
  await reschedule(i7.id, new Date('2026-09-10T06:00:00Z'), '  Candidate asked  ');
  await reschedule(i10.id, new Date('2026-09-19T06:00:00Z'), 'Candidate asked', true);
  await reschedule(i9.id, new Date('2026-09-12T06:00:00Z'), null);
  await reschedule(i13.id, new Date('2026-09-05T06:00:00Z'), 'Interviewer ill');
  await reschedule(i14.id, new Date('2026-09-20T06:00:00Z'), 'Interviewer ill');
  await reschedule(i1.id, local('2026-09-27T23:59'), 'Client asked');
  await reschedule(i1.id, local('2026-09-28T00:00'), 'Client asked');

  const line = (
    row: { id: number; interviewerId: number; jobId: number },
    clientId: number,
    values: { period: string; kind: 'payout' | 'charge'; amount: number; held?: boolean },
  ) =>
    db.insert(ledgerLines).values({
      interviewId: row.id,
      interviewerId: row.interviewerId,
      jobId: row.jobId,
      clientId,
      currency: 'USD',
      held: false,
      ...values,
    });
  const sep = '2026-09';
  await line(i1, acme.id, { period: sep, kind: 'charge', amount: 15_000 });
  await line(i1, acme.id, { period: sep, kind: 'payout', amount: 10_000, held: true });
  await line(i1, acme.id, { period: sep, kind: 'payout', amount: -10_000, held: true });
  await line(i1, acme.id, { period: sep, kind: 'payout', amount: 10_000 });
  await line(i2, globex.id, { period: sep, kind: 'charge', amount: 20_000 });
  await line(i2, globex.id, { period: sep, kind: 'payout', amount: 8_000, held: true });
  await line(i2, globex.id, { period: sep, kind: 'charge', amount: -20_000 });
  await line(i2, globex.id, { period: sep, kind: 'charge', amount: 18_000 });
  await line(i4, acme.id, { period: sep, kind: 'charge', amount: 7_500 });
  await line(i4, acme.id, { period: sep, kind: 'payout', amount: 5_000 });
  await line(i15, acme.id, { period: '2026-10', kind: 'charge', amount: 12_000 });
  await line(i15, acme.id, { period: '2026-10', kind: 'payout', amount: 9_000 });

  return { admin, acme, globex, backend, frontend, data, ann, bob, cid, dee, eve };
}
export type AnalyticsFixture = Awaited<ReturnType<typeof createAnalyticsFixture>>;
