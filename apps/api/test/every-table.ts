import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import {
  agencySettings,
  auditLog,
  authTokens,
  calendarBusy,
  calendarFeeds,
  clientDecisionsTable,
  feedbackDriveUploads,
  feedbacks,
  interviewEvents,
  interviewerAvailability,
  interviewNotifications,
  knowledgeAreas,
  ledgerLines,
  ledgerPeriods,
  loginAttempts,
  outboundEmails,
  outboundTelegramMessages,
  questions,
  sessions,
  syncRuns,
  templates,
} from '../src/db/schema/index';
import { createInterview, createUser } from './factories';

/** Every table of the schema, by name. */
export const schemaTables: Record<string, PgTable> = Object.fromEntries(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/**
 * Rows in every table of the schema, with values a restore or an export must carry over exactly (text with
 * quotes and Cyrillic, arrays, JSON, numerics, time stamps). A table added later without rows here makes the
 * tests that use it fail (they check that no table is empty).
 */
export async function fillEveryTable(db: Db): Promise<void> {
  const admin = await createUser(db, { role: 'admin', name: 'Ада O’Brien "admin"', phone: '+1 555 0100' });
  const interview = await createInterview(db, {
    recruiterId: admin.id,
    callLink: 'https://meet.example.test/room-1',
    recruiterNotes: '<p>Line one<br>Строка два</p>',
  });
  await db.insert(interviewEvents).values({ interviewId: interview.id, kind: 'created', actorId: admin.id });
  const [feedback] = await db
    .insert(feedbacks)
    .values({
      interviewId: interview.id,
      authorId: admin.id,
      feedbackText: JSON.stringify({ summary: 'Strong; "quoted"\nnext line' }),
      rating: 4.5,
      overallRecommendation: 'hire',
    })
    .returning();
  if (!feedback) throw new Error('feedback insert returned no row');
  await db.insert(clientDecisionsTable).values({
    interviewId: interview.id,
    decision: 'hired',
    decidedOn: '2026-03-04',
    comment: 'Offer accepted; «старт» in April',
    recordedBy: admin.id,
  });
  await db
    .insert(feedbackDriveUploads)
    .values({ feedbackId: feedback.id, status: 'sent', fileId: 'drive-file-1' });
  const [template] = await db.insert(templates).values({ name: 'Backend', position: 'Senior' }).returning();
  if (!template) throw new Error('template insert returned no row');
  const [area] = await db
    .insert(knowledgeAreas)
    .values({ templateId: template.id, name: 'SQL', description: 'Joins, indexes', position: 1 })
    .returning();
  if (!area) throw new Error('knowledge area insert returned no row');
  await db.insert(questions).values({ knowledgeAreaId: area.id, text: 'What is MVCC?', level: 'senior' });
  await db
    .insert(sessions)
    .values({ userId: admin.id, expiresAt: new Date(Date.now() + 3_600_000), ip: '127.0.0.1' });
  await db.insert(authTokens).values({
    userId: admin.id,
    kind: 'invitation',
    tokenHash: 'a'.repeat(64),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(loginAttempts).values({ email: admin.email, ip: '127.0.0.1' });
  await db
    .insert(syncRuns)
    .values({ kind: 'clients', status: 'succeeded', created: 3, finishedAt: new Date() });
  await db.insert(outboundEmails).values({
    to: admin.email,
    subject: 'Invitation',
    text: 'Hello',
    attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }],
  });
  await db.insert(outboundTelegramMessages).values({ chatId: '42', text: 'Reminder' });
  await db.insert(interviewerAvailability).values({
    interviewerId: interview.interviewerId,
    weekly: [{ weekday: 2, ranges: [{ start: '09:00', end: '12:30' }] }],
    timeOff: [{ from: '2026-12-24', to: '2026-12-31' }],
    maxPerWeek: 5,
  });
  await db.insert(calendarFeeds).values({
    interviewerId: interview.interviewerId,
    addressSealed: 'v1.aXY.dGFn.Y2lwaGVy',
    addressHint: 'calendar.google.com …a1b2',
    lastAttemptAt: new Date('2026-03-02T09:15:00.123Z'),
    lastSuccessAt: new Date('2026-03-02T09:00:00Z'),
    lastError: 'The calendar did not answer within 10 seconds',
  });
  await db.insert(calendarBusy).values([
    {
      interviewerId: interview.interviewerId,
      startsAt: new Date('2026-03-03T08:00:00Z'),
      endsAt: new Date('2026-03-03T09:30:00Z'),
    },
    {
      interviewerId: interview.interviewerId,
      startsAt: new Date('2026-03-04T00:00:00Z'),
      endsAt: new Date('2026-03-05T00:00:00Z'),
    },
  ]);
  await db.insert(interviewNotifications).values([
    {
      interviewId: interview.id,
      kind: 'interviewer_before',
      dueAt: new Date('2026-03-02T09:00:00Z'),
      outcome: 'sent',
    },
    {
      interviewId: interview.id,
      kind: 'candidate_before',
      dueAt: new Date('2026-03-01T10:00:00Z'),
      outcome: 'dropped',
      reason: 'a later reminder of the same kind was due too',
    },
  ]);
  await db.insert(agencySettings).values({
    settings: { time_zone: 'Europe/Kyiv', working_days: [1, 2, 3, 4, 5], candidate_emails: false },
    updatedBy: admin.id,
  });
  const rule = {
    outcome: 'completed',
    basis: 'hourly',
    rate: 8500,
    minutes: 60,
    percent: 100,
    penalty: 0,
    level: null,
    source: 'interviewer',
  } as const;
  const [payout] = await db
    .insert(ledgerLines)
    .values({
      interviewId: interview.id,
      interviewerId: interview.interviewerId,
      jobId: interview.jobId,
      period: '2026-03',
      kind: 'payout',
      amount: 8500,
      currency: 'USD',
      rule,
      reason: 'Outcome recorded: completed',
      actorId: admin.id,
    })
    .returning();
  await db.insert(ledgerLines).values({
    interviewId: interview.id,
    interviewerId: interview.interviewerId,
    jobId: interview.jobId,
    period: '2026-04',
    kind: 'payout',
    amount: -8500,
    currency: 'USD',
    rule,
    reversesId: payout?.id,
    reason: 'Rate corrected: «ставка»',
    actorId: admin.id,
  });
  await db.insert(ledgerPeriods).values({ period: '2026-03', closedBy: admin.id });
  await db.insert(auditLog).values({
    actorId: admin.id,
    action: 'create',
    entity: 'interview',
    entityId: interview.id,
    after: { status: 'scheduled', tags: ['a', 'b'] },
  });
}

/** Every row of every table, in key order, as the database returns it: what a restore must give back. */
export async function readEveryTable(
  execute: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Record<string, Record<string, unknown>[]>> {
  const contents: Record<string, Record<string, unknown>[]> = {};
  for (const name of Object.keys(schemaTables).sort()) {
    contents[name] = (await execute(`select * from "${name}" order by 1`)).rows;
  }
  return contents;
}
