import type { Speed } from '@interview-hub/contracts/analytics';
import type { Db } from '../../db/client';
import type { AnalyticsScope } from './analytics-scope';
import { measureSpeed, type SpeedRow } from './speed.repository';

const figures = ({ interviewer_id: _id, name: _name, ...row }: SpeedRow) => row;
const nobody = {
  feedbacks: 0,
  median_hours: null,
  p90_hours: null,
  on_time: 0,
  late: 0,
  overdue: 0,
  adherence: null,
};

/** Speed: from an interview's end to its feedback, and the deadline kept, overall and per interviewer. */
export async function analyticsSpeed(db: Db, scope: AnalyticsScope): Promise<Speed> {
  const rows = await measureSpeed(db, scope);
  const overall = rows.find((row) => row.interviewer_id === null);
  return {
    range: scope.range,
    overall: overall ? figures(overall) : nobody,
    interviewers: rows.flatMap((row) =>
      row.interviewer_id === null
        ? []
        : [{ interviewer: { id: row.interviewer_id, name: row.name ?? '' }, ...figures(row) }],
    ),
  };
}
