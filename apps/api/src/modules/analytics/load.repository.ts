import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewerAvailability, interviewers, interviews, jobs, users } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-values';
import { type AnalyticsScope, agencyWeek, interviewsInScope, weeksOfRange } from './analytics-scope';

/** The Mondays of the range's weeks, YYYY-MM-DD. */
export async function listWeeks(db: Db, scope: AnalyticsScope): Promise<string[]> {
  const result = await db.execute(
    sql`select to_char(week, 'YYYY-MM-DD') as week from ${weeksOfRange(scope)} as weeks(week) order by week`,
  );
  return rowsOf<{ week: string }>(result).map((row) => row.week);
}

export type LoadRow = {
  interviewer_id: number;
  name: string;
  week_cap: number | null;
  counts: number[];
  total: number;
  over_cap_weeks: number;
};

/**
 * Each interviewer with an interview (not cancelled: a no-show took the slot) in the range: their interviews per
 * agency week aligned with `listWeeks`, the total, their weekly cap (availability, issue 20) and the weeks above
 * it; the busiest first.
 */
export async function countLoad(db: Db, scope: AnalyticsScope): Promise<LoadRow[]> {
  const result = await db.execute(sql`
    with per_week as (
      select ${interviews.interviewerId} as interviewer_id, ${agencyWeek(scope, interviews.date)} as week,
        count(*)::int as n
      from ${interviews} join ${jobs} on ${jobs.id} = ${interviews.jobId}
      where ${interviews.status} <> 'cancelled' and ${interviewsInScope(scope)}
      group by 1, 2
    ), busy as (select distinct interviewer_id from per_week)
    select ${interviewers.id} as interviewer_id, ${interviewers.name} as name,
      ${interviewerAvailability.maxPerWeek} as week_cap,
      array_agg(coalesce(per_week.n, 0) order by weeks.week) as counts,
      coalesce(sum(per_week.n), 0)::int as total,
      count(*) filter (where per_week.n > ${interviewerAvailability.maxPerWeek})::int as over_cap_weeks
    from busy
      join ${interviewers} on ${interviewers.id} = busy.interviewer_id
      left join ${interviewerAvailability} on ${interviewerAvailability.interviewerId} = ${interviewers.id}
      cross join ${weeksOfRange(scope)} as weeks(week)
      left join per_week on per_week.interviewer_id = busy.interviewer_id and per_week.week = weeks.week
    group by ${interviewers.id}, ${interviewers.name}, ${interviewerAvailability.maxPerWeek}
    order by total desc, name, interviewer_id`);
  return rowsOf<LoadRow>(result);
}

/** How long an interviewer has gone without an interview that was not cancelled. */
export const IDLE_DAYS = 30;

export type IdleRow = {
  interviewer_id: number;
  name: string;
  last_interview_at: Date | string | null;
  days_idle: number | null;
};

/**
 * Interviewers whose sign-in is not blocked with no interview (not cancelled) from 30 days before now on, booked
 * ahead included: the last one's start, and the agency's days since; never interviewed first, then the longest
 * idle. Agency-wide: the position filters do not apply (idle for one client is not idle).
 */
export async function findIdle(db: Db, scope: AnalyticsScope): Promise<IdleRow[]> {
  const since = new Date(scope.now.getTime() - IDLE_DAYS * 86_400_000);
  const result = await db.execute(sql`
    select ${interviewers.id} as interviewer_id, ${interviewers.name} as name, last.at as last_interview_at,
      ((${scope.now}::timestamptz at time zone ${scope.timeZone})::date
        - (last.at at time zone ${scope.timeZone})::date) as days_idle
    from ${interviewers}
      left join lateral (
        select max(${interviews.date}) as at from ${interviews}
        where ${interviews.interviewerId} = ${interviewers.id} and ${interviews.status} <> 'cancelled'
      ) last on true
    where (last.at is null or last.at < ${since})
      and not exists (
        select 1 from ${users}
        where lower(${users.email}) = lower(${interviewers.email}) and ${users.status} = 'blocked'
      )
    order by last.at asc nulls first, name, interviewer_id`);
  return rowsOf<IdleRow>(result);
}
