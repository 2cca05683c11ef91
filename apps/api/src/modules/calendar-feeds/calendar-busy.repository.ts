import { type CalendarStatus, calendarStatusOf } from '@interview-hub/contracts/calendar-feed';
import { and, asc, count, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarBusy, calendarFeeds } from '../../db/schema/index';
import type { BusyInterval } from '../../integrations/calendar/busy-intervals';

const forInterviewers = (column: typeof calendarBusy.interviewerId, ids: readonly number[] | 'all') =>
  ids === 'all' ? undefined : inArray(column, [...ids]);

/**
 * The busy times of the interviewers' own calendars that overlap [from, to), sorted, by interviewer (those
 * without any are absent). A stale or failed feed's last good fetch still counts: a failure never frees time.
 * @example const busy = await findCalendarBusy(db, [3, 7], from, to); busy.get(3) // [{ start, end }, …]
 */
export async function findCalendarBusy(
  db: Db,
  interviewerIds: readonly number[] | 'all',
  from: Date,
  to: Date,
): Promise<Map<number, BusyInterval[]>> {
  const byInterviewer = new Map<number, BusyInterval[]>();
  if (interviewerIds !== 'all' && interviewerIds.length === 0) return byInterviewer;
  const conditions: (SQL | undefined)[] = [
    forInterviewers(calendarBusy.interviewerId, interviewerIds),
    lt(calendarBusy.startsAt, to),
    gt(calendarBusy.endsAt, from),
  ];
  const rows = await db
    .select()
    .from(calendarBusy)
    .where(and(...conditions))
    .orderBy(asc(calendarBusy.interviewerId), asc(calendarBusy.startsAt));
  for (const row of rows) {
    const list = byInterviewer.get(row.interviewerId) ?? [];
    list.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
    byInterviewer.set(row.interviewerId, list);
  }
  return byInterviewer;
}

/** How the feeds of the interviewers that have one stand at `now` ('ok', 'stale' or 'failed'). */
export async function findCalendarStatuses(
  db: Db,
  interviewerIds: readonly number[] | 'all',
  now: Date,
): Promise<Map<number, CalendarStatus>> {
  if (interviewerIds !== 'all' && interviewerIds.length === 0) return new Map();
  const rows = await db
    .select({
      interviewerId: calendarFeeds.interviewerId,
      last_success_at: calendarFeeds.lastSuccessAt,
      last_attempt_at: calendarFeeds.lastAttemptAt,
      error: calendarFeeds.lastError,
    })
    .from(calendarFeeds)
    .where(interviewerIds === 'all' ? undefined : inArray(calendarFeeds.interviewerId, [...interviewerIds]));
  return new Map(rows.map((row) => [row.interviewerId, calendarStatusOf(row, now)]));
}

/** How many busy times of an interviewer's calendar end after `now`. */
export async function countUpcomingCalendarBusy(db: Db, interviewerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(calendarBusy)
    .where(and(eq(calendarBusy.interviewerId, interviewerId), gt(calendarBusy.endsAt, now)));
  return row?.total ?? 0;
}

/** Replaces all of an interviewer's busy times; call in the transaction that records the good fetch. */
export async function replaceCalendarBusy(
  db: Db,
  interviewerId: number,
  intervals: readonly BusyInterval[],
): Promise<void> {
  await db.delete(calendarBusy).where(eq(calendarBusy.interviewerId, interviewerId));
  // Chunks keep each statement's parameters well under PostgreSQL's limit (65,535).
  for (let i = 0; i < intervals.length; i += 5_000) {
    await db.insert(calendarBusy).values(
      intervals.slice(i, i + 5_000).map(({ start, end }) => ({
        interviewerId,
        startsAt: new Date(start),
        endsAt: new Date(end),
      })),
    );
  }
}
