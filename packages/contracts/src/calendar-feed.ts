import { z } from 'zod';
import { textInput } from './record-fields';

/** A feed whose last good fetch is older than this is shown as stale; its busy times still count. */
export const CALENDAR_STALE_AFTER_MS = 60 * 60 * 1000;

export const CALENDAR_ADDRESS_SCHEME = 'The calendar address must start with https:// (webcal:// works too)';

/**
 * How an interviewer's own calendar feed stands (issue 20): 'failed' when its last fetch failed, 'stale' when
 * its last good fetch is older than an hour (or there was none), else 'ok'. A stale or failed feed's busy times
 * are still the last ones fetched: the slot search never takes a failure for a free calendar.
 */
export const calendarStatusSchema = z.object({
  state: z.enum(['ok', 'stale', 'failed']),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;
export type CalendarState = CalendarStatus['state'];

type Instant = string | Date | null;
/** What `calendarStateOf` reads: the feed's times and its last error (cleared by a good fetch). */
export type CalendarFeedTimes = { last_success_at: Instant; last_attempt_at: Instant; error: string | null };

const toMillis = (value: Instant) => (value === null ? null : new Date(value).getTime());

/** The state of a feed at `now`: 'failed' when the last attempt failed, 'stale' past an hour or never, else 'ok'. */
export function calendarStateOf(row: CalendarFeedTimes, now: Date): CalendarState {
  if (row.error !== null) return 'failed';
  const success = toMillis(row.last_success_at);
  if (success === null || now.getTime() - success > CALENDAR_STALE_AFTER_MS) return 'stale';
  return 'ok';
}

/** The status the API answers for a feed's stored times. */
export function calendarStatusOf(row: CalendarFeedTimes, now: Date): CalendarStatus {
  const iso = (value: Instant) => (value === null ? null : new Date(value).toISOString());
  return {
    state: calendarStateOf(row, now),
    last_success_at: iso(row.last_success_at),
    last_attempt_at: iso(row.last_attempt_at),
    error: row.error,
  };
}

const CALENDAR_SCHEMES = new Set(['https:', 'webcal:', 'http:']);

/**
 * Whether a text is an absolute link of a scheme a calendar may have. Plain http passes this check, as it serves
 * a calendar on this machine outside production; the server decides what it may reach.
 */
function isCalendarLink(value: string): boolean {
  try {
    const url = new URL(value);
    return CALENDAR_SCHEMES.has(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** PUT /api/interviewers/{id}/calendar: the secret iCal address to connect (it replaces any earlier one). */
export const calendarConnectSchema = z.object({
  address: textInput()
    .trim()
    .min(1, 'Paste the secret address of your calendar')
    .max(2048, 'The calendar address is too long (2048 characters at most)')
    .refine(isCalendarLink, CALENDAR_ADDRESS_SCHEME),
});
export type CalendarConnectInput = z.input<typeof calendarConnectSchema>;

/**
 * GET/PUT /api/interviewers/{id}/calendar. The secret address itself is never sent back to anyone: the hint
 * (its host and last characters) tells which calendar it is.
 */
export const calendarFeedResponseSchema = z.object({
  connected: z.boolean(),
  address_hint: z.string().nullable(),
  status: calendarStatusSchema.nullable(),
  busy_count: z.number().int().min(0),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/**
 * A secret address shown without its secret: its host and the last four characters of its longest path segment,
 * which is the secret token in the links of Google, Outlook, Apple and Fastmail (`calendar.google.com …a1b2`).
 */
export function calendarAddressHint(address: string): string {
  const url = new URL(address);
  const longest = url.pathname
    .split('/')
    .reduce((best, segment) => (segment.length > best.length ? segment : best), '');
  return longest.length >= 8 ? `${url.hostname} …${longest.slice(-4)}` : url.hostname;
}
