import { summaryDayStatuses, summaryNoShowStatuses } from '@interview-hub/contracts/interview-summary';
import { and, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviews } from '../../db/schema/index';
import { overdueCondition } from './interviews.repository';

/** The instants the summary counts between: [start, end) of today and of this week. */
export type SummaryWindow = {
  todayStart: Date;
  todayEnd: Date;
  weekStart: Date;
  weekEnd: Date;
  /** The moment feedback deadlines are judged at. */
  now: Date;
};

export type SummaryCounts = {
  today: number;
  thisWeek: number;
  noShowsThisWeek: number;
  feedbackOverdue: number;
  withoutTemplate: number;
};

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The five counts of the summary strip in one statement. The week's three are one range read of the date index
 * (today lies inside the week); without a template reads its own partial index; feedback overdue is the list's
 * `overdue` condition, the same count as an admin's sidebar (the bulk of the time: every past interview still
 * expecting feedback is checked for one). Every count is agency-wide: the list they open shows staff every
 * interview.
 */
export async function countInterviewSummary(db: Db, window: SummaryWindow): Promise<SummaryCounts> {
  const booked = inArray(interviews.status, [...summaryDayStatuses]);
  const overdue = db.select({ n: count() }).from(interviews).where(overdueCondition(window.now));
  // Booked ones only: a completed interview's feedback was written without a template and cannot follow one now,
  // while a booked one can still be given one before it takes place.
  const withoutTemplate = db
    .select({ n: count() })
    .from(interviews)
    .where(and(eq(interviews.status, 'scheduled'), isNull(interviews.templateId)));
  const [row] = await db
    .select({
      today: countWhere(
        and(booked, gte(interviews.date, window.todayStart), lt(interviews.date, window.todayEnd)),
      ),
      thisWeek: countWhere(booked),
      noShowsThisWeek: countWhere(inArray(interviews.status, [...summaryNoShowStatuses])),
      feedbackOverdue: sql<number>`(${overdue})::int`,
      withoutTemplate: sql<number>`(${withoutTemplate})::int`,
    })
    .from(interviews)
    .where(and(gte(interviews.date, window.weekStart), lt(interviews.date, window.weekEnd)));
  if (!row) throw new Error('An aggregate without GROUP BY always answers one row');
  return row;
}
