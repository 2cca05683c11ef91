import { type CalendarFeedResponse, calendarStatusOf } from '@interview-hub/contracts/calendar-feed';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { getInterviewer } from '../interviewers/get-interviewer';
import { countUpcomingCalendarBusy } from './calendar-busy.repository';
import { findCalendarFeed } from './calendar-feeds.repository';

/** The feed as the API shows it: the hint, never the address; the status; the busy times still ahead. */
export async function calendarFeedResponse(
  db: Db,
  interviewerId: number,
  now: Date,
): Promise<CalendarFeedResponse> {
  const feed = await findCalendarFeed(db, interviewerId);
  if (!feed) return { connected: false, address_hint: null, status: null, busy_count: 0 };
  const status = calendarStatusOf(
    { last_success_at: feed.lastSuccessAt, last_attempt_at: feed.lastAttemptAt, error: feed.lastError },
    now,
  );
  return {
    connected: true,
    address_hint: feed.addressHint,
    status,
    busy_count: await countUpcomingCalendarBusy(db, interviewerId, now),
  };
}

/** An interviewer's calendar feed, for staff and for the interviewer themself (anyone else's answers 404). */
export async function readCalendarFeed(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<CalendarFeedResponse> {
  const interviewer = await getInterviewer(options);
  return calendarFeedResponse(options.db, interviewer.id, new Date());
}
