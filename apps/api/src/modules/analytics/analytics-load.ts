import type { Load } from '@interview-hub/contracts/analytics';
import type { Db } from '../../db/client';
import type { AnalyticsScope } from './analytics-scope';
import { countLoad, findIdle, listWeeks } from './load.repository';

/** Load: interviews per interviewer per week against their cap, and who has been idle for 30 days. */
export async function analyticsLoad(db: Db, scope: AnalyticsScope): Promise<Load> {
  const [weeks, rows, idle] = await Promise.all([
    listWeeks(db, scope),
    countLoad(db, scope),
    findIdle(db, scope),
  ]);
  return {
    range: scope.range,
    weeks,
    interviewers: rows.map(({ interviewer_id, name, ...row }) => ({
      interviewer: { id: interviewer_id, name },
      ...row,
    })),
    idle: idle.map((row) => ({
      interviewer: { id: row.interviewer_id, name: row.name },
      last_interview_at:
        row.last_interview_at === null ? null : new Date(row.last_interview_at).toISOString(),
      days_idle: row.days_idle,
    })),
  };
}
