import type { CancellingParty, CancelReason } from '@interview-hub/contracts/interviews';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewEvents, interviews, jobs } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-values';
import {
  type AnalyticsScope,
  agencyWeek,
  interviewsInScope,
  positionFilter,
  weeksOfRange,
} from './analytics-scope';

export type WeekCounts = {
  week: string;
  scheduled: number;
  completed: number;
  candidate_no_show: number;
  interviewer_no_show: number;
  cancelled: number;
  total: number;
};

const byStatus = (status: string) => sql`count(*) filter (where ${interviews.status} = ${status})::int`;

/** Interviews of each week of the range by status, every week present (zero when none). */
export async function countByWeek(db: Db, scope: AnalyticsScope): Promise<WeekCounts[]> {
  const result = await db.execute(sql`
    with counts as (
      select ${agencyWeek(scope, interviews.date)} as week,
        ${byStatus('scheduled')} as scheduled, ${byStatus('completed')} as completed,
        ${byStatus('candidate_no_show')} as candidate_no_show,
        ${byStatus('interviewer_no_show')} as interviewer_no_show,
        ${byStatus('cancelled')} as cancelled, count(*)::int as total
      from ${interviews} join ${jobs} on ${jobs.id} = ${interviews.jobId}
      where ${interviewsInScope(scope)}
      group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week,
      coalesce(counts.scheduled, 0) as scheduled, coalesce(counts.completed, 0) as completed,
      coalesce(counts.candidate_no_show, 0) as candidate_no_show,
      coalesce(counts.interviewer_no_show, 0) as interviewer_no_show,
      coalesce(counts.cancelled, 0) as cancelled, coalesce(counts.total, 0) as total
    from ${weeksOfRange(scope)} as weeks(week)
    left join counts on counts.week = weeks.week
    order by weeks.week`);
  return rowsOf<WeekCounts>(result);
}

/**
 * Reschedules made in the range of interviews that pass the filters, by the reason given (trimmed, '' for
 * none), most frequent first; `late` ones were inside the late window.
 */
export async function countReschedules(db: Db, scope: AnalyticsScope) {
  const reason = sql`coalesce(trim(${interviewEvents.reason}), '')`;
  const result = await db.execute(sql`
    select ${reason} as reason, count(*)::int as count, count(*) filter (where ${interviewEvents.late})::int as late
    from ${interviewEvents}
      join ${interviews} on ${interviews.id} = ${interviewEvents.interviewId}
      join ${jobs} on ${jobs.id} = ${interviews.jobId}
    where ${interviewEvents.kind} = 'rescheduled'
      and ${interviewEvents.createdAt} >= ${scope.start} and ${interviewEvents.createdAt} < ${scope.end}
      and ${positionFilter(scope)}
    group by 1
    order by 2 desc, 1`);
  return rowsOf<{ reason: string; count: number; late: number }>(result);
}

/** Interviews of the range that were cancelled, by who cancelled and why, most frequent first. */
export async function countCancellations(db: Db, scope: AnalyticsScope) {
  // Cancellations recorded before parties and reasons were migrated to 'agency' and 'unknown' (migration 0010).
  const result = await db.execute(sql`
    select coalesce(${interviews.cancelledBy}, 'agency') as by,
      coalesce(${interviews.cancelReason}, 'unknown') as reason,
      count(*)::int as count, count(*) filter (where ${interviews.outcomeLate})::int as late
    from ${interviews} join ${jobs} on ${jobs.id} = ${interviews.jobId}
    where ${interviews.status} = 'cancelled' and ${interviewsInScope(scope)}
    group by 1, 2
    order by 3 desc, 1, 2`);
  return rowsOf<{ by: CancellingParty; reason: CancelReason; count: number; late: number }>(result);
}
