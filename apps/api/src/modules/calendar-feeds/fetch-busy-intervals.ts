import type { Config } from '../../config';
import { type BusyInterval, busyIntervalsOf } from '../../integrations/calendar/busy-intervals';
import {
  type CalendarFetchOptions,
  calendarFetchDefaults,
  fetchCalendarText,
} from '../../integrations/calendar/safe-fetch';

const DAY_MS = 24 * 3_600_000;
/** What is kept of a calendar: a week back (an interview being moved) to 60 days ahead (the slot search's reach). */
export const CALENDAR_WINDOW = { backMs: 7 * DAY_MS, aheadMs: 60 * DAY_MS } as const;

/** The fetch rules for this server: loopback (over http too) only outside production (decision 024). */
export function calendarFetchOptions(config: Config): CalendarFetchOptions {
  return { ...calendarFetchDefaults, allowLoopback: config.env !== 'production' };
}

/**
 * Fetches a calendar and answers its busy times within the kept window. Our own interview invitations
 * (UID `interview-<id>@<app host>`, interview-invite.ts) are left out: the slot search counts the interviews
 * themselves, and a copy in the calendar would make a moved interview collide with its own old time.
 * Throws `CalendarFetchError` with the interviewer's words for every failure.
 */
export async function fetchBusyIntervals(options: {
  address: string;
  timeZone: string;
  now: Date;
  config: Config;
}): Promise<BusyInterval[]> {
  const text = await fetchCalendarText(options.address, calendarFetchOptions(options.config));
  const ownHost = `@${new URL(options.config.appUrl).host}`;
  return busyIntervalsOf(text, {
    from: new Date(options.now.getTime() - CALENDAR_WINDOW.backMs),
    to: new Date(options.now.getTime() + CALENDAR_WINDOW.aheadMs),
    timeZone: options.timeZone,
    ignoreUid: (uid) => uid.startsWith('interview-') && uid.endsWith(ownHost),
  });
}
