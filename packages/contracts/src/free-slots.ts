import { Temporal } from 'temporal-polyfill';
import type { Availability } from './availability';
import { formatterPerTimeZone } from './interview-slots';

/** A span of time: [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

/** What one interviewer's free time is made of. */
export type Capacity = {
  availability: Availability;
  /** Busy times of the interviewer: their interviews (and anything else that blocks them). */
  busy: readonly Interval[];
  /** Their own calendar's busy events (none without a calendar). */
  calendarBusy?: readonly Interval[];
  /** Their booked interviews' starts, counted against the caps (in their zone's days and ISO weeks). */
  booked: readonly number[];
  now: number;
};

export type SlotSearch = Capacity & {
  /** The search window: [from, to) in epoch milliseconds. */
  from: number;
  to: number;
  duration: number;
  /** Slots start on multiples of this many minutes of the grid zone's wall clock (30 by default). */
  stepMinutes?: number;
  /** The zone whose wall clock the slots are aligned to: the scheduler's; the interviewer's by default. */
  gridZone?: string;
  /** Stop after this many slots (the soonest). */
  limit?: number;
  /** A further rule a start must pass (the agency's working hours). */
  accept?: (start: number) => boolean;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const zoned = (instant: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
/** UTC offsets already looked up, by zone and instant (ranges start and end at the same instants again and again). */
const offsets = new Map<string, number>();
function offsetOf(instant: number, zone: string): number {
  const key = `${zone}|${instant}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = zoned(instant, zone).offsetNanoseconds / 1e6;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** Wall times already turned into instants (time-zone rules do not change while the process runs). */
const instants = new Map<string, number>();

/**
 * The first moment at or after a wall-clock time of a day in a zone: the time itself (in the hour that repeats,
 * its first occurrence), or, for a time the clocks skip, the moment they jump.
 */
function instantAtOrAfter(date: Temporal.PlainDate, minutes: number, zone: string): number {
  const key = `${zone}|${date.toString()}|${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeInstantAtOrAfter(date, minutes, zone);
    if (instants.size > 50_000) instants.clear();
    instants.set(key, instant);
  }
  return instant;
}

function computeInstantAtOrAfter(date: Temporal.PlainDate, minutes: number, zone: string): number {
  const midnight = date.toPlainDateTime();
  const wall = minutes === 24 * 60 ? midnight.add({ days: 1 }) : midnight.add({ minutes });
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  if (earlier.toPlainDateTime().equals(wall)) return earlier.epochMilliseconds;
  return earlier.getTimeZoneTransition('next')?.epochMilliseconds ?? earlier.epochMilliseconds;
}

/** Whether an instant is the first (or only) occurrence of its wall-clock time in a zone. */
function isFirstOccurrence(instant: number, zone: string): boolean {
  const wall = zoned(instant, zone).toPlainDateTime();
  return wall.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds === instant;
}

/** The day and the ISO week of a date, as the caps count them. */
const dayKey = (date: Temporal.PlainDate) => date.toString();
const weekKey = (date: Temporal.PlainDate) => `${date.yearOfWeek}-W${date.weekOfYear}`;

const dayOfInstant = formatterPerTimeZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const weekOfDay = new Map<string, string>();

/** The ISO week of a 'YYYY-MM-DD' day, computed once per day. */
function weekOf(day: string): string {
  let week = weekOfDay.get(day);
  if (week === undefined) {
    week = weekKey(Temporal.PlainDate.from(day));
    if (weekOfDay.size > 20_000) weekOfDay.clear();
    weekOfDay.set(day, week);
  }
  return week;
}

type CapCounts = { perDay: Map<string, number>; perWeek: Map<string, number> };
/** Counted once per list of booked starts and zone: every search of a request reuses them. */
const countsByBooked = new WeakMap<readonly number[], { zone: string; counts: CapCounts }>();

function capCounts(booked: readonly number[], zone: string): CapCounts {
  const cached = countsByBooked.get(booked);
  if (cached?.zone === zone) return cached.counts;
  const counts: CapCounts = { perDay: new Map(), perWeek: new Map() };
  const format = dayOfInstant(zone);
  for (const instant of booked) {
    const day = format.format(instant);
    const week = weekOf(day);
    counts.perDay.set(day, (counts.perDay.get(day) ?? 0) + 1);
    counts.perWeek.set(week, (counts.perWeek.get(week) ?? 0) + 1);
  }
  countsByBooked.set(booked, { zone, counts });
  return counts;
}

/** How the caps count: booked interviews per day and per ISO week of the interviewer's zone. */
function capCounter(capacity: Capacity) {
  const { perDay, perWeek } = capCounts(capacity.booked, capacity.availability.timezone);
  const { max_per_day: day, max_per_week: week } = capacity.availability;
  return {
    dayFull: (date: Temporal.PlainDate) => day !== null && (perDay.get(dayKey(date)) ?? 0) >= day,
    weekFull: (date: Temporal.PlainDate) => week !== null && (perWeek.get(weekKey(date)) ?? 0) >= week,
    weekCount: (date: Temporal.PlainDate) => perWeek.get(weekKey(date)) ?? 0,
  };
}

const isOff = (availability: Availability, date: Temporal.PlainDate) =>
  availability.time_off.some((off) => off.from <= date.toString() && date.toString() <= off.to);

/** A date's ranges as instants, soonest first. */
function rangesOf(availability: Availability, date: Temporal.PlainDate): Interval[] {
  const day = availability.weekly.find((d) => d.weekday === date.dayOfWeek);
  return (day?.ranges ?? [])
    .map((range) => ({
      start: instantAtOrAfter(date, minutesOf(range.start), availability.timezone),
      end: instantAtOrAfter(date, minutesOf(range.end), availability.timezone),
    }))
    .filter((range) => range.end > range.start)
    .sort((x, y) => x.start - y.start);
}

/**
 * The grid's starts inside a range: instants on a multiple of `step` of the grid zone's wall clock. When neither
 * zone changes its offset inside the range, they are whole steps apart (one zone lookup per range, not one per
 * slot); across a clock change each start is checked, and the second occurrence of a repeated wall time is
 * skipped (the interviewer would read the same time twice).
 */
function gridStarts(range: Interval, step: number, gridZone: string, zone: string): number[] {
  const gridOffset = offsetOf(range.start, gridZone);
  const steady =
    gridOffset === offsetOf(range.end, gridZone) && offsetOf(range.start, zone) === offsetOf(range.end, zone);
  const first = Math.ceil((range.start + gridOffset) / step) * step - gridOffset;
  const starts: number[] = [];
  for (let start = first; start < range.end; start += step) {
    if (steady) starts.push(start);
    else if ((start + offsetOf(start, gridZone)) % step === 0 && isFirstOccurrence(start, zone)) {
      starts.push(start);
    }
  }
  return starts;
}

const overlaps = (busy: readonly Interval[], start: number, end: number, margin: number) =>
  busy.some((b) => b.start < end + margin && b.end > start - margin);

/**
 * The starts of every free slot of one interviewer in a window, soonest first: inside their weekly availability
 * (in their zone, time changes included: a slot never starts in the hour that does not exist), not on a day off,
 * after the notice, clear of every busy time by the buffer on both sides, and under the day and week caps. Time
 * zones are Temporal's, never arithmetic on offsets.
 */
export function freeSlots(search: SlotSearch): number[] {
  const { availability: a, duration } = search;
  const zone = a.timezone;
  const step = (search.stepMinutes ?? 30) * MINUTE;
  const gridZone = search.gridZone ?? zone;
  const limit = search.limit ?? Number.POSITIVE_INFINITY;
  const earliest = Math.max(search.from, search.now + a.notice_hours * HOUR);
  const buffer = a.buffer_minutes * MINUTE;
  const busy = [...search.busy, ...(search.calendarBusy ?? [])].filter(
    (b) => b.end > earliest - buffer && b.start < search.to + buffer,
  );
  const caps = capCounter(search);

  const slots: number[] = [];
  let date = zoned(earliest, zone).toPlainDate().subtract({ days: 1 });
  const lastDate = zoned(search.to, zone).toPlainDate();
  for (
    ;
    Temporal.PlainDate.compare(date, lastDate) <= 0 && slots.length < limit;
    date = date.add({ days: 1 })
  ) {
    // A slot starts at a wall time of this date, so it counts against this date's day and week.
    if (isOff(a, date) || caps.dayFull(date) || caps.weekFull(date)) continue;
    const day: number[] = [];
    for (const range of rangesOf(a, date)) {
      for (const start of gridStarts(range, step, gridZone, zone)) {
        const end = start + duration * MINUTE;
        if (start < earliest || end > search.to || end > range.end) continue;
        if (overlaps(busy, start, end, buffer) || (search.accept && !search.accept(start))) continue;
        day.push(start);
      }
    }
    slots.push(...new Set(day.sort((x, y) => x - y)));
  }
  return slots.slice(0, limit);
}

/** Why an interviewer cannot take a slot; `busy` is a direct overlap with one of their interviews. */
export const slotProblemKinds = [
  'notice',
  'time_off',
  'outside_availability',
  'day_cap',
  'week_cap',
  'calendar_busy',
  'busy',
  'buffer',
] as const;
export type SlotProblemKind = (typeof slotProblemKinds)[number];

/**
 * Everything that keeps one start from being free (an empty list when it is), with the calendar's busy times
 * apart from the interviews, since the booking rules treat them apart. A start `freeSlots` offers has no problem, and a
 * grid start it leaves out has at least one (a property test holds the two together).
 */
export function slotProblems(capacity: Capacity, start: number, duration: number): SlotProblemKind[] {
  const a = capacity.availability;
  const end = start + duration * MINUTE;
  const date = zoned(start, a.timezone).toPlainDate();
  const caps = capCounter(capacity);
  const buffer = a.buffer_minutes * MINUTE;
  const problems: SlotProblemKind[] = [];
  if (start < capacity.now + a.notice_hours * HOUR) problems.push('notice');
  if (isOff(a, date)) problems.push('time_off');
  if (!rangesOf(a, date).some((range) => range.start <= start && end <= range.end)) {
    problems.push('outside_availability');
  }
  if (caps.dayFull(date)) problems.push('day_cap');
  if (caps.weekFull(date)) problems.push('week_cap');
  const calendarBusy = capacity.calendarBusy ?? [];
  if (overlaps(calendarBusy, start, end, 0)) problems.push('calendar_busy');
  if (overlaps(capacity.busy, start, end, 0)) problems.push('busy');
  const direct = problems.includes('calendar_busy') || problems.includes('busy');
  if (!direct && overlaps([...capacity.busy, ...calendarBusy], start, end, buffer)) problems.push('buffer');
  return problems;
}

/** How many interviews count against the interviewer's cap in the ISO week (their zone) of an instant. */
export function weekLoad(capacity: Capacity, instant: number): number {
  return capCounter(capacity).weekCount(zoned(instant, capacity.availability.timezone).toPlainDate());
}

/**
 * The end of the `count`th working day from today (today included) in a zone: how far "the next 10 working days"
 * reach.
 */
export function workingDaysHorizon(
  now: number,
  zone: string,
  workingDays: readonly number[],
  count: number,
): number {
  let date = zoned(now, zone).toPlainDate();
  let left = workingDays.length ? count : 0;
  while (left > 0) {
    if (workingDays.includes(date.dayOfWeek)) left -= 1;
    date = date.add({ days: 1 });
  }
  return date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
}
