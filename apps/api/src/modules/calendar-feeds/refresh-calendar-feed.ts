import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BusyInterval } from '../../integrations/calendar/busy-intervals';
import { CalendarFetchError, calendarFetchMessages } from '../../integrations/calendar/calendar-fetch-error';
import { agencyTimeZone } from '../settings/agency-settings';
import { calendarAddressBox } from './calendar-address-box';
import { replaceCalendarBusy } from './calendar-busy.repository';
import { findCalendarFeed, recordCalendarFetch } from './calendar-feeds.repository';
import { fetchBusyIntervals } from './fetch-busy-intervals';

export type RefreshOutcome = 'fetched' | 'failed' | 'no-feed';

/**
 * Fetches one interviewer's calendar again. A good fetch replaces their busy times in one transaction; a failed
 * one records its message and keeps the busy times of the last good fetch, so a calendar that stops answering
 * never makes its owner look free. Never throws for the calendar's own faults.
 */
export async function refreshCalendarFeed(options: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  interviewerId: number;
  now?: Date;
}): Promise<RefreshOutcome> {
  const { db, config, interviewerId } = options;
  const feed = await findCalendarFeed(db, interviewerId);
  if (!feed) return 'no-feed';
  const now = options.now ?? new Date();
  let busy: BusyInterval[];
  try {
    const address = calendarAddressBox(config).open(feed.addressSealed);
    if (address === null) throw new CalendarFetchError(calendarFetchMessages.unreadableAddress);
    const timeZone = feed.timezone ?? (await agencyTimeZone(db, config.defaultTimeZone));
    busy = await fetchBusyIntervals({ address, timeZone, now, config });
  } catch (error) {
    if (!(error instanceof CalendarFetchError)) {
      options.log.error({ err: error, interviewerId }, 'calendar fetch failed unexpectedly');
    }
    const message = error instanceof CalendarFetchError ? error.message : 'The calendar could not be read';
    await recordCalendarFetch(db, feed, { at: now, error: message });
    return 'failed';
  }
  await db.transaction(async (tx) => {
    // Dropped when the feed was disconnected or replaced while this fetch ran.
    if (await recordCalendarFetch(tx, feed, { at: now, error: null })) {
      await replaceCalendarBusy(tx, interviewerId, busy);
    }
  });
  return 'fetched';
}
