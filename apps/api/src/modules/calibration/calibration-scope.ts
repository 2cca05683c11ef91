import type { AnalyticsQuery } from '@interview-hub/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AnalyticsRange, resolveAnalyticsScope } from '../analytics/analytics-scope';

/**
 * What the calibration statement reads: the interviews whose start lies in [fromInstant, toInstant) and whose
 * position passes the filters. `where` is a condition over `interviews i join jobs j` (aliases `i` and `j`), the
 * analytics scope's own rules (range and filters) spelled for the statement's aliases.
 */
export type CalibrationScope = {
  range: AnalyticsRange;
  fromInstant: Date;
  toInstant: Date;
  where: SQL;
};

export async function resolveCalibrationScope(
  db: Db,
  query: AnalyticsQuery,
  settings: { defaultTimeZone: string; defaultDays: number; now?: Date },
): Promise<CalibrationScope> {
  const scope = await resolveAnalyticsScope({ db, query, ...settings });
  const { clientId, jobId, level } = scope.filters;
  const conditions = [sql`i.date >= ${scope.start}`, sql`i.date < ${scope.end}`];
  if (clientId !== undefined) conditions.push(sql`j.client_id = ${clientId}`);
  if (jobId !== undefined) conditions.push(sql`i.job_id = ${jobId}`);
  if (level !== undefined) conditions.push(sql`j.level = ${level}`);
  return {
    range: scope.range,
    fromInstant: scope.start,
    toInstant: scope.end,
    where: sql.join(conditions, sql` and `),
  };
}
