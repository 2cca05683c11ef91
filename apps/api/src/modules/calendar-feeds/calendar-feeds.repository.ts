import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, interviewers } from '../../db/schema/index';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** An interviewer's feed, with the interviewer's own time zone (null: the agency's). */
export async function findCalendarFeed(
  db: Db,
  interviewerId: number,
): Promise<(CalendarFeedRow & { timezone: string | null }) | null> {
  const [row] = await db
    .select({ feed: calendarFeeds, timezone: interviewers.timezone })
    .from(calendarFeeds)
    .innerJoin(interviewers, eq(interviewers.id, calendarFeeds.interviewerId))
    .where(eq(calendarFeeds.interviewerId, interviewerId));
  return row ? { ...row.feed, timezone: row.timezone } : null;
}

/** Every interviewer with a feed, for the scheduled fetch. */
export async function findCalendarFeedInterviewerIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: calendarFeeds.interviewerId })
    .from(calendarFeeds)
    .orderBy(calendarFeeds.interviewerId);
  return rows.map((row) => row.id);
}

/** Connects (or replaces) an interviewer's feed after a good first fetch. */
export async function saveCalendarFeed(
  db: Db,
  values: { interviewerId: number; addressSealed: string; addressHint: string; fetchedAt: Date },
): Promise<void> {
  const row = {
    interviewerId: values.interviewerId,
    addressSealed: values.addressSealed,
    addressHint: values.addressHint,
    lastAttemptAt: values.fetchedAt,
    lastSuccessAt: values.fetchedAt,
    lastError: null,
  };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.interviewerId, set: { ...row, updatedAt: sql`now()` } });
}

/**
 * Records a fetch of the feed as it was read (same sealed address): a good one clears the error. Answers
 * false when the feed is gone or its address changed meanwhile, so that fetch's result must be dropped. The
 * update locks the feed's row, so two fetches of one feed replace its busy times one after the other.
 */
export async function recordCalendarFetch(
  db: Db,
  feed: Pick<CalendarFeedRow, 'interviewerId' | 'addressSealed'>,
  result: { at: Date; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({
      lastAttemptAt: result.at,
      lastError: result.error,
      ...(result.error === null ? { lastSuccessAt: result.at } : {}),
    })
    .where(
      and(
        eq(calendarFeeds.interviewerId, feed.interviewerId),
        eq(calendarFeeds.addressSealed, feed.addressSealed),
      ),
    )
    .returning({ id: calendarFeeds.interviewerId });
  return rows.length > 0;
}

/** Removes the feed and, with it (cascade), its busy times; answers the removed feed, if there was one. */
export async function deleteCalendarFeed(db: Db, interviewerId: number): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.interviewerId, interviewerId))
    .returning();
  return row ?? null;
}
