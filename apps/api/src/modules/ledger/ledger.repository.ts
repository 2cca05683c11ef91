import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clients,
  feedbacks,
  interviewers,
  interviews,
  jobs,
  ledgerLines,
  ledgerPeriods,
} from '../../db/schema/index';

export type NewLedgerLine = typeof ledgerLines.$inferInsert;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;

/** What prices an interview: its state, its position's level and rule, its client's rule, its interviewer's pay. */
export async function findInterviewPricing(db: Db, interviewId: number) {
  const [row] = await db
    .select({
      id: interviews.id,
      status: interviews.status,
      date: interviews.date,
      duration: interviews.duration,
      cancelledBy: interviews.cancelledBy,
      late: interviews.outcomeLate,
      feedbackDueAt: interviews.feedbackDueAt,
      interviewerId: interviews.interviewerId,
      jobId: interviews.jobId,
      clientId: jobs.clientId,
      level: jobs.level,
      positionBilling: jobs.billing,
      clientBilling: clients.billing,
      price: interviewers.price,
      levelRates: interviewers.levelRates,
      feedbackAt: feedbacks.createdAt,
    })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(feedbacks, eq(feedbacks.interviewId, interviews.id))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  return row ?? null;
}
export type InterviewPricing = NonNullable<Awaited<ReturnType<typeof findInterviewPricing>>>;

export async function findLinesOfInterview(db: Db, interviewId: number): Promise<LedgerLineRow[]> {
  return db
    .select()
    .from(ledgerLines)
    .where(eq(ledgerLines.interviewId, interviewId))
    .orderBy(asc(ledgerLines.id));
}

export async function insertLedgerLines(db: Db, lines: NewLedgerLine[]): Promise<void> {
  if (lines.length) await db.insert(ledgerLines).values(lines);
}

/** The closed months among some. */
export async function findClosedPeriods(db: Db, periods: readonly string[]): Promise<Set<string>> {
  if (!periods.length) return new Set();
  const rows = await db
    .select({ period: ledgerPeriods.period })
    .from(ledgerPeriods)
    .where(inArray(ledgerPeriods.period, [...periods]));
  return new Set(rows.map((row) => row.period));
}

/** The currencies of the lines in months not yet closed. */
export async function findOpenCurrencies(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: ledgerLines.currency })
    .from(ledgerLines)
    .leftJoin(ledgerPeriods, eq(ledgerPeriods.period, ledgerLines.period))
    .where(isNull(ledgerPeriods.period));
  return rows.map((row) => row.currency);
}
