import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbacks, interviewers, interviews, jobs } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-values';
import { type AnalyticsScope, interviewsInScope } from './analytics-scope';

export type SpeedRow = {
  /** Null on the overall row. */
  interviewer_id: number | null;
  name: string | null;
  feedbacks: number;
  median_hours: number | null;
  p90_hours: number | null;
  on_time: number;
  late: number;
  overdue: number;
  adherence: number | null;
};

/**
 * From each interview's end to its feedback, per interviewer and overall (the row whose interviewer is null), for
 * the interviews of the range: the median and 90th percentile in hours (to the hundredth), feedback given by the
 * deadline or after it, and interviews past it still without feedback (scheduled or completed, not a no-show or a
 * cancellation). Adherence: on time / (on time + late + overdue), null when there is none.
 */
export async function measureSpeed(db: Db, scope: AnalyticsScope): Promise<SpeedRow[]> {
  const end = sql`(${interviews.date} + ${interviews.duration} * interval '1 minute')`;
  const hours = sql`extract(epoch from ${feedbacks.createdAt} - ${end}) / 3600`;
  const percentile = (p: number) =>
    sql`round((percentile_cont(${sql.raw(String(p))}) within group (order by ${hours}))::numeric, 2)::float8`;
  // No deadline (older rows before one was stored) counts as on time.
  const late = sql`${feedbacks.createdAt} > ${interviews.feedbackDueAt}`;
  const overdue = sql`${feedbacks.id} is null and ${interviews.status} in ('scheduled', 'completed')
    and ${interviews.feedbackDueAt} < ${scope.now}`;
  const result = await db.execute(sql`
    select interviewer_id, name, feedbacks, median_hours, p90_hours, on_time, late, overdue,
      on_time::float8 / nullif(on_time + late + overdue, 0) as adherence
    from (
      select ${interviews.interviewerId} as interviewer_id, ${interviewers.name} as name,
        count(${feedbacks.id})::int as feedbacks,
        ${percentile(0.5)} as median_hours, ${percentile(0.9)} as p90_hours,
        count(${feedbacks.id}) filter (where not coalesce(${late}, false))::int as on_time,
        count(*) filter (where ${late})::int as late,
        count(*) filter (where ${overdue})::int as overdue
      from ${interviews}
        join ${jobs} on ${jobs.id} = ${interviews.jobId}
        join ${interviewers} on ${interviewers.id} = ${interviews.interviewerId}
        left join ${feedbacks} on ${feedbacks.interviewId} = ${interviews.id}
      where ${interviewsInScope(scope)} and (${feedbacks.id} is not null or (${overdue}))
      group by grouping sets ((${interviews.interviewerId}, ${interviewers.name}), ())
    ) figures
    order by interviewer_id is not null, name, interviewer_id`);
  return rowsOf<SpeedRow>(result);
}
