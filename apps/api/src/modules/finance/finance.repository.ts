import { and, count, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  clients,
  interviewers,
  interviews,
  jobs,
  ledgerLines,
  ledgerPeriods,
  users,
} from '../../db/schema/index';

/** A payout held until its interview's feedback (its release is a reversal and a line that is not held). */
const held = sql`(${ledgerLines.kind} = 'payout' and ${ledgerLines.held})`;
const sumWhen = (condition: SQL) =>
  sql<number>`coalesce(sum(case when ${condition} then ${ledgerLines.amount} else 0 end), 0)`.mapWith(Number);

/**
 * The money columns every total reads (the finance screen's and the Analytics screen's money): charged, paid
 * (earned, not held), held, and the interviews the lines belong to. The margin is `withMargin`'s.
 */
export const ledgerTotals = {
  charged: sumWhen(sql`${ledgerLines.kind} = 'charge'`),
  paid: sumWhen(sql`${ledgerLines.kind} = 'payout' and not ${held}`),
  held: sumWhen(held),
  interviews: countDistinct(ledgerLines.interviewId),
};

/** A month's totals by position (with its client), the summary's rows. */
export async function sumByPosition(db: Db, period: string) {
  return db
    .select({
      jobId: ledgerLines.jobId,
      title: jobs.title,
      clientId: ledgerLines.clientId,
      clientName: clients.name,
      ...ledgerTotals,
    })
    .from(ledgerLines)
    .innerJoin(jobs, eq(jobs.id, ledgerLines.jobId))
    .leftJoin(clients, eq(clients.id, ledgerLines.clientId))
    .where(eq(ledgerLines.period, period))
    .groupBy(ledgerLines.jobId, jobs.title, ledgerLines.clientId, clients.name);
}

export type LineFilter = {
  period?: string;
  interviewId?: number;
  clientId?: number;
  jobId?: number;
  interviewerId?: number;
  kind?: 'payout' | 'charge';
};

function lineConditions(filter: LineFilter) {
  return and(
    filter.period === undefined ? undefined : eq(ledgerLines.period, filter.period),
    filter.interviewId === undefined ? undefined : eq(ledgerLines.interviewId, filter.interviewId),
    filter.clientId === undefined ? undefined : eq(ledgerLines.clientId, filter.clientId),
    filter.jobId === undefined ? undefined : eq(ledgerLines.jobId, filter.jobId),
    filter.interviewerId === undefined ? undefined : eq(ledgerLines.interviewerId, filter.interviewerId),
    filter.kind === undefined ? undefined : eq(ledgerLines.kind, filter.kind),
  );
}

/** The totals of the lines a filter keeps. */
export async function sumLines(db: Db, filter: LineFilter) {
  const [row] = await db.select(ledgerTotals).from(ledgerLines).where(lineConditions(filter));
  return row ?? { charged: 0, paid: 0, held: 0, interviews: 0 };
}

export async function countLines(db: Db, filter: LineFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerLines).where(lineConditions(filter));
  return row?.n ?? 0;
}

/**
 * The lines a filter keeps, oldest first, with their interview, people and position: one page of them, or every
 * one without `page` (a statement or an invoice prints them all).
 */
export async function findLines(db: Db, filter: LineFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      line: ledgerLines,
      held: ledgerLines.held,
      interviewDate: interviews.date,
      duration: interviews.duration,
      status: interviews.status,
      candidateName: candidates.name,
      interviewerName: interviewers.name,
      clientName: clients.name,
      jobTitle: jobs.title,
      actorName: users.name,
    })
    .from(ledgerLines)
    .innerJoin(interviews, eq(interviews.id, ledgerLines.interviewId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(interviewers, eq(interviewers.id, ledgerLines.interviewerId))
    .innerJoin(jobs, eq(jobs.id, ledgerLines.jobId))
    .leftJoin(clients, eq(clients.id, ledgerLines.clientId))
    .leftJoin(users, eq(users.id, ledgerLines.actorId))
    .where(lineConditions(filter))
    .orderBy(interviews.date, ledgerLines.id)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type FoundLine = Awaited<ReturnType<typeof findLines>>[number];

export async function findPeriod(db: Db, period: string) {
  const [row] = await db
    .select({ period: ledgerPeriods.period, closedAt: ledgerPeriods.closedAt, closedBy: users.name })
    .from(ledgerPeriods)
    .leftJoin(users, eq(users.id, ledgerPeriods.closedBy))
    .where(eq(ledgerPeriods.period, period));
  return row ?? null;
}

/** Every month with lines, and every closed one, with its totals. */
export async function listPeriods(db: Db) {
  const sums = await db
    .select({ period: ledgerLines.period, ...ledgerTotals })
    .from(ledgerLines)
    .groupBy(ledgerLines.period);
  const closed = await db
    .select({ period: ledgerPeriods.period, closedAt: ledgerPeriods.closedAt, closedBy: users.name })
    .from(ledgerPeriods)
    .leftJoin(users, eq(users.id, ledgerPeriods.closedBy))
    .orderBy(desc(ledgerPeriods.period));
  return { sums, closed };
}

/** Closes a month; false when it was closed already. */
export async function insertClosedPeriod(db: Db, period: string, actorId: number): Promise<boolean> {
  const rows = await db
    .insert(ledgerPeriods)
    .values({ period, closedBy: actorId })
    .onConflictDoNothing()
    .returning({ period: ledgerPeriods.period });
  return rows.length > 0;
}
