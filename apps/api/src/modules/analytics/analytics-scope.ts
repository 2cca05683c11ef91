import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
} from '@interview-hub/contracts/analytics';
import type { PositionLevel } from '@interview-hub/contracts/money';
import type { AgencySettings } from '@interview-hub/contracts/settings';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/client';
import { interviews, jobs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readAgencySettings } from '../settings/agency-settings';

/** The range an answer covers, as the contracts' `range`: the agency's days, both inclusive, and its zone. */
export type AnalyticsRange = { from: string; to: string; time_zone: string };

/**
 * What every analytics section (and the quality section) reads by: the range as the agency's days and as instants
 * [start, end), the position filters, the agency's settings and the moment of the request.
 */
export type AnalyticsScope = {
  range: AnalyticsRange;
  /** The first instant of `from` and of the day after `to`, in the agency's zone. */
  start: Date;
  end: Date;
  timeZone: string;
  filters: { clientId?: number; jobId?: number; level?: PositionLevel };
  settings: AgencySettings;
  now: Date;
};

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * Fills in the range the query left out and turns it into instants of the agency's zone (settings): without
 * `from` and `to`, the last 84 days (`defaultDays`) up to today; with one of them, `to` defaults to today and
 * `from` to 83 days before `to`. A range that ends before it starts or spans more than 731 days answers 400, as the contract's own
 * check does when both are given.
 *
 * @example const scope = await resolveAnalyticsScope({ db, query: { from: '2026-09-01' }, defaultTimeZone })
 */
export async function resolveAnalyticsScope(options: {
  db: Db;
  query: AnalyticsQuery;
  defaultTimeZone: string;
  now?: Date;
  /** How many days a range without `from` covers (the interviewer's quality card reads 180). */
  defaultDays?: number;
}): Promise<AnalyticsScope> {
  const { query } = options;
  const now = options.now ?? new Date();
  const { settings } = await readAgencySettings(options.db, options.defaultTimeZone);
  const timeZone = settings.time_zone;
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const to = query.to ? Temporal.PlainDate.from(query.to) : today;
  const from = query.from
    ? Temporal.PlainDate.from(query.from)
    : to.subtract({ days: (options.defaultDays ?? ANALYTICS_DEFAULT_DAYS) - 1 });
  const days = from.until(to, { largestUnit: 'days' }).days;
  if (days < 0) throw refuse('from must not be after to');
  if (days > ANALYTICS_MAX_DAYS) throw refuse(`The range may span at most ${ANALYTICS_MAX_DAYS} days`);
  const startOf = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime({ timeZone }).epochMilliseconds);
  return {
    range: { from: from.toString(), to: to.toString(), time_zone: timeZone },
    start: startOf(from),
    end: startOf(to.add({ days: 1 })),
    timeZone,
    filters: { clientId: query.client_id, jobId: query.job_id, level: query.level },
    settings,
    now,
  };
}

/**
 * The client, position and level filters as a condition on `jobs` (the position): true when none is set. Any
 * query that joins `jobs` (to interviews or ledger lines) narrows by it; the client is the position's client.
 */
export function positionFilter(scope: AnalyticsScope): SQL {
  const { clientId, jobId, level } = scope.filters;
  return (
    and(
      clientId === undefined ? undefined : eq(jobs.clientId, clientId),
      jobId === undefined ? undefined : eq(jobs.id, jobId),
      level === undefined ? undefined : eq(jobs.level, level),
    ) ?? sql`true`
  );
}

/**
 * Interviews that start in the range and pass the filters: a condition on `interviews` joined to `jobs`
 * (`… from interviews join jobs on jobs.id = interviews.job_id where ${interviewsInScope(scope)}`).
 */
export function interviewsInScope(scope: AnalyticsScope): SQL {
  return (
    and(gte(interviews.date, scope.start), lt(interviews.date, scope.end), positionFilter(scope)) ?? sql`true`
  );
}

/** The Monday (a timestamp without zone) of the agency's week an instant falls in. */
export function agencyWeek(scope: AnalyticsScope, instant: SQL | typeof interviews.date): SQL {
  return sql`date_trunc('week', ${instant} at time zone ${scope.timeZone})`;
}

/** Every Monday from the week of `from` to the week of `to`, as a set-returning SQL expression (`week`). */
export function weeksOfRange(scope: AnalyticsScope): SQL {
  return sql`generate_series(date_trunc('week', ${scope.range.from}::date::timestamp),
    date_trunc('week', ${scope.range.to}::date::timestamp), interval '1 week')`;
}
