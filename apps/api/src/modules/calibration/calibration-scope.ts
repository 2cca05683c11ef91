import { ANALYTICS_MAX_DAYS, type AnalyticsQuery } from '@interview-hub/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { agencyTimeZone } from '../settings/agency-settings';

/** The range a request covers, as the response states it: the agency's days, both inclusive, and its zone. */
export type AnalyticsRange = { from: string; to: string; time_zone: string };

/**
 * What a query reads: the interviews whose start lies in [fromInstant, toInstant) and whose position passes the
 * filters. `where` is a condition over `interviews i join jobs j` (aliases `i` and `j`).
 */
export type CalibrationScope = {
  range: AnalyticsRange;
  fromInstant: Date;
  toInstant: Date;
  where: SQL;
};

/**
 * Resolves the analytics filters: `from`/`to` are the agency's calendar days (its time zone from the settings),
 * both inclusive; a missing `to` is today there, a missing `from` is `defaultDays` days up to `to`. The client
 * filter reads `jobs.client_id`, the level `jobs.level`, the position `interviews.job_id`.
 *
 * A stand-in, kept to one file, for the analytics module's scope (`analytics-scope.ts`), which replaces it.
 */
export async function resolveCalibrationScope(
  db: Db,
  query: AnalyticsQuery,
  settings: { defaultTimeZone: string; defaultDays: number; now?: Date },
): Promise<CalibrationScope> {
  const timeZone = await agencyTimeZone(db, settings.defaultTimeZone);
  const now = settings.now ?? new Date();
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const to = query.to ? day(query.to) : today;
  const from = query.from ? day(query.from) : to.subtract({ days: settings.defaultDays - 1 });
  if (Temporal.PlainDate.compare(from, to) > 0)
    throw new AppError('RULE_BROKEN', 'from must not be after to', { field: 'from' });
  if (from.until(to).total({ unit: 'days' }) > ANALYTICS_MAX_DAYS)
    throw new AppError('RULE_BROKEN', `The range may span at most ${ANALYTICS_MAX_DAYS} days`, {
      field: 'to',
    });

  const fromInstant = startOf(from, timeZone);
  const toInstant = startOf(to.add({ days: 1 }), timeZone);
  const conditions = [sql`i.date >= ${fromInstant}`, sql`i.date < ${toInstant}`];
  if (query.client_id !== undefined) conditions.push(sql`j.client_id = ${query.client_id}`);
  if (query.job_id !== undefined) conditions.push(sql`i.job_id = ${query.job_id}`);
  if (query.level !== undefined) conditions.push(sql`j.level = ${query.level}`);
  return {
    range: { from: from.toString(), to: to.toString(), time_zone: timeZone },
    fromInstant,
    toInstant,
    where: sql.join(conditions, sql` and `),
  };
}

function day(text: string): Temporal.PlainDate {
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    throw new AppError('BAD_REQUEST', 'Dates are YYYY-MM-DD');
  }
}

/** The first instant of a day in the zone (not always midnight: a DST change may skip it). */
function startOf(date: Temporal.PlainDate, timeZone: string): Date {
  return new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
}
