import { isValidTimeZone } from '@interview-hub/contracts/interview-slots';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { CalendarFetchError, calendarFetchMessages } from './calendar-fetch-error';

/** A busy stretch in epoch milliseconds, end exclusive. */
export type BusyInterval = { start: number; end: number };

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

/** A runaway rule (FREQ=MINUTELY for years) stops here rather than spinning; no real calendar gets close. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** A moved occurrence is found by its original time: look this far past the window for ones moved into it. */
const MOVED_INTO_WINDOW_MS = 31 * 24 * 3_600_000;

export type BusyOptions = {
  from: Date;
  to: Date;
  /** The zone of all-day events and floating times when the calendar names none (X-WR-TIMEZONE). */
  timeZone: string;
  /** Events to leave out by UID: our own interview invitations, which the slot search counts already. */
  ignoreUid?: (uid: string) => boolean;
};

/**
 * The busy intervals of an iCalendar document that overlap [from, to), merged and sorted. Only times leave
 * this function: never a title, attendee or description. Recurring events are expanded by ical.js (RRULE,
 * RDATE, EXDATE, RECURRENCE-ID overrides) in the zones the document defines in its VTIMEZONEs (Windows names
 * such as "W. Europe Standard Time" included); cancelled and free (TRANSP:TRANSPARENT) events do not count;
 * an all-day event is busy from midnight to midnight in the calendar's zone.
 */
export function busyIntervalsOf(ics: string, options: BusyOptions): BusyInterval[] {
  const calendar = parseCalendar(ics);
  const declared = calendar.getFirstPropertyValue('x-wr-timezone');
  const zone = typeof declared === 'string' && isValidTimeZone(declared) ? declared : options.timeZone;
  const window = { from: options.from.getTime(), to: options.to.getTime() };
  const busy: BusyInterval[] = [];
  for (const event of eventsOf(calendar, options.ignoreUid)) {
    try {
      busy.push(...busyOf(event, zone, window));
    } catch {
      // Skipping it would show its owner free at a time they are not: the fetch fails instead.
      throw new CalendarFetchError(calendarFetchMessages.unreadableEvent);
    }
  }
  return mergeIntervals(busy);
}

function busyOf(event: Event, calendarZone: string, window: { from: number; to: number }): BusyInterval[] {
  const wallZone = wallZoneOf(event, calendarZone);
  const busy: BusyInterval[] = [];
  for (const occurrence of occurrencesOf(event, window.to + MOVED_INTO_WINDOW_MS)) {
    if (!counts(occurrence.item.component)) continue;
    const start = instantOf(occurrence.startDate, wallZone);
    let end = instantOf(occurrence.endDate, wallZone);
    // An all-day event without an end lasts its day (RFC 5545 3.6.1).
    if (occurrence.startDate.isDate && end <= start) end = instantOf(nextDay(occurrence.startDate), wallZone);
    if (end > start && end > window.from && start < window.to) busy.push({ start, end });
  }
  return busy;
}

function parseCalendar(ics: string): Component {
  try {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    if (calendar.name === 'vcalendar') return calendar;
  } catch {
    // A parse error is an address that does not serve a calendar.
  }
  throw new CalendarFetchError(calendarFetchMessages.notICalendar);
}

/** Each recurring series once, with its moved or changed occurrences related; orphan overrides on their own. */
function eventsOf(calendar: Component, ignoreUid: BusyOptions['ignoreUid']): Event[] {
  const masters = new Map<string, Event>();
  const overrides: Component[] = [];
  const events: Event[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    if (uid && ignoreUid?.(uid)) continue;
    if (component.hasProperty('recurrence-id')) overrides.push(component);
    else if (!component.hasProperty('dtstart')) continue;
    else {
      const event = new ICAL.Event(component);
      if (uid) masters.set(uid, event);
      events.push(event);
    }
  }
  for (const override of overrides) {
    const master = masters.get(String(override.getFirstPropertyValue('uid') ?? ''));
    if (master?.isRecurring()) master.relateException(override);
    else if (!master) events.push(new ICAL.Event(override));
  }
  return events;
}

type Occurrence = { item: Event; startDate: Time; endDate: Time };

/** The occurrences of an event (one for a single event), up to those starting after `until`. */
function* occurrencesOf(event: Event, until: number): Generator<Occurrence> {
  if (!event.isRecurring()) {
    yield { item: event, startDate: event.startDate, endDate: event.endDate };
    return;
  }
  const iterator = event.iterator();
  for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count += 1) {
    const next = iterator.next();
    if (!next || next.toUnixTime() * 1000 > until) return;
    yield event.getOccurrenceDetails(next);
  }
}

function counts(component: Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/**
 * The zone a floating or unresolvable time is read in: the event's own TZID when it is an IANA name the
 * document left undefined (some exports do), else the calendar's.
 */
function wallZoneOf(event: Event, calendarZone: string): string {
  const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && isValidTimeZone(tzid) ? tzid : calendarZone;
}

/** A time as an instant: by its VTIMEZONE or UTC when it has one, else as a wall clock in `wallZone`. */
function instantOf(time: Time, wallZone: string): number {
  const zone = time.zone;
  const defined =
    zone === ICAL.Timezone.utcTimezone || (zone !== ICAL.Timezone.localTimezone && zone.component);
  if (defined && !time.isDate) return time.toUnixTime() * 1000;
  const wall = new Temporal.PlainDateTime(
    time.year,
    time.month,
    time.day,
    time.isDate ? 0 : time.hour,
    time.isDate ? 0 : time.minute,
    time.isDate ? 0 : time.second,
  );
  return wall.toZonedDateTime(wallZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

function nextDay(date: Time): Time {
  return date.clone().adjust(1, 0, 0, 0);
}

/** Sorted, with overlapping and touching intervals joined. */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
