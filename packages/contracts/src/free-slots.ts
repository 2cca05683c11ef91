import { Temporal } from 'temporal-polyfill';
import type { Availability } from './availability';

/** A span of time: [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

export type SlotSearch = {
  availability: Availability;
  /** Busy times of the interviewer: their interviews and their calendar's busy events. */
  busy: readonly Interval[];
  /** Their booked interviews' starts, counted against the caps (in their zone's days and ISO weeks). */
  booked: readonly number[];
  /** The search window: [from, to) in epoch milliseconds. */
  from: number;
  to: number;
  duration: number;
  now: number;
  /** Slots start on multiples of this many minutes of the interviewer's wall clock. */
  stepMinutes?: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * A wall-clock time of a day in a zone as an instant, or null when that time does not exist there (the hour
 * the clocks skip in spring). In the hour that repeats in autumn, the earlier of the two.
 */
function instantOf(date: Temporal.PlainDate, minutes: number, timeZone: string): number | null {
  const midnight = date.toPlainDateTime();
  const wall = minutes === 24 * 60 ? midnight.add({ days: 1 }) : midnight.add({ minutes });
  try {
    return wall.toZonedDateTime(timeZone, { disambiguation: 'reject' }).epochMilliseconds;
  } catch {
    // 'reject' also refuses the repeated hour; take its first occurrence, and skip only a time that does not exist.
    const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
    return earlier.toPlainDateTime().equals(wall) ? earlier.epochMilliseconds : null;
  }
}

/** The day and the ISO week of a date, as the caps count them. */
const dayKey = (date: Temporal.PlainDate) => date.toString();
const weekKey = (date: Temporal.PlainDate) => `${date.yearOfWeek}-W${date.weekOfYear}`;

function countBy(dates: readonly Temporal.PlainDate[], key: (date: Temporal.PlainDate) => string) {
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(key(date), (counts.get(key(date)) ?? 0) + 1);
  return counts;
}

/**
 * The starts of every free slot of one interviewer in a window, soonest first: inside their weekly availability
 * (in their zone, time changes included: a slot never starts in the hour that does not exist), not on a day off,
 * after the notice, clear of every busy time by the buffer on both sides, and under the day and week caps. Time
 * zones are Temporal's, never arithmetic on offsets.
 */
export function freeSlots(search: SlotSearch): number[] {
  const { availability: a, duration } = search;
  const zone = a.timezone;
  const step = search.stepMinutes ?? 30;
  const earliest = Math.max(search.from, search.now + a.notice_hours * HOUR);
  const buffer = a.buffer_minutes * MINUTE;
  const busy = [...search.busy].sort((x, y) => x.start - y.start);
  const bookedDates = search.booked.map((instant) =>
    Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate(),
  );
  const perDay = countBy(bookedDates, dayKey);
  const perWeek = countBy(bookedDates, weekKey);
  const offDays = (date: Temporal.PlainDate) =>
    a.time_off.some((off) => off.from <= date.toString() && date.toString() <= off.to);
  const ranges = new Map(a.weekly.map((day) => [day.weekday, day.ranges]));

  const slots: number[] = [];
  let date = Temporal.Instant.fromEpochMilliseconds(search.from)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .subtract({ days: 1 });
  const lastDate = Temporal.Instant.fromEpochMilliseconds(search.to).toZonedDateTimeISO(zone).toPlainDate();
  for (; Temporal.PlainDate.compare(date, lastDate) <= 0; date = date.add({ days: 1 })) {
    if (offDays(date)) continue;
    // A slot starts at a wall time of this date, so it counts against this date's day and week.
    if (a.max_per_day !== null && (perDay.get(dayKey(date)) ?? 0) >= a.max_per_day) continue;
    if (a.max_per_week !== null && (perWeek.get(weekKey(date)) ?? 0) >= a.max_per_week) continue;
    for (const range of ranges.get(date.dayOfWeek) ?? []) {
      const startMinutes = minutesOf(range.start);
      const endMinutes = minutesOf(range.end);
      const rangeStart = instantOf(date, startMinutes, zone);
      const rangeEnd = instantOf(date, endMinutes, zone);
      if (rangeEnd === null) continue;
      // Without a clock change inside the range (its real length is its wall-clock length), a slot's instant is
      // the range's start plus the minutes between: one zone lookup per range instead of one per slot.
      const steady = rangeStart !== null && rangeEnd - rangeStart === (endMinutes - startMinutes) * MINUTE;
      const first = Math.ceil(startMinutes / step) * step;
      for (let minutes = first; minutes + duration <= endMinutes; minutes += step) {
        const start = steady
          ? rangeStart + (minutes - startMinutes) * MINUTE
          : instantOf(date, minutes, zone);
        if (start === null) continue;
        const end = start + duration * MINUTE;
        if (start < earliest || end > search.to || end > rangeEnd) continue;
        if (busy.some((b) => b.start < end + buffer && b.end > start - buffer)) continue;
        slots.push(start);
      }
    }
  }
  return [...new Set(slots)].sort((x, y) => x - y);
}
