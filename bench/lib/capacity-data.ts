import type { Availability } from '@interview-hub/contracts/availability';
import { freeSlots } from '@interview-hub/contracts/free-slots';
import type { Random } from '../../apps/api/src/db/seed/prng';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Where a freelance interviewer of the agency lives: mostly Europe, a share in India and the Americas, and the
 * zones that test the arithmetic (Kolkata's and Kathmandu's half and quarter hours, São Paulo without DST).
 */
export const capacityZones = [
  ['Europe/Berlin', 16],
  ['Europe/Kyiv', 14],
  ['Europe/Warsaw', 12],
  ['Europe/London', 8],
  ['Europe/Madrid', 6],
  ['Europe/Lisbon', 4],
  ['Asia/Kolkata', 14],
  ['Asia/Kathmandu', 2],
  ['Asia/Tbilisi', 4],
  ['America/New_York', 10],
  ['America/Toronto', 4],
  ['America/Sao_Paulo', 6],
] as const;

type Clock = readonly [start: string, end: string];

/** Ranges a day is made of, in the interviewer's own clock: a morning, an afternoon, an evening after a day job. */
const morning: readonly Clock[] = [
  ['08:00', '12:00'],
  ['09:00', '12:30'],
  ['09:30', '13:00'],
  ['10:00', '12:00'],
];
const afternoon: readonly Clock[] = [
  ['13:00', '17:00'],
  ['14:00', '18:00'],
  ['13:30', '16:30'],
  ['15:00', '19:00'],
];
const evening: readonly Clock[] = [
  ['18:00', '21:00'],
  ['19:00', '22:00'],
  ['19:30', '21:30'],
];

const isoDate = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/**
 * A realistic availability for one interviewer (as `PUT /api/interviewers/{id}/availability` would store it):
 * 4 to 6 weekdays (a Saturday now and then), 1 to 3 ranges a day, some time off around `today`, notice, buffer,
 * and caps for some.
 */
export function buildAvailability(random: Random, today: Date): Availability {
  const timezone = random.weighted(capacityZones);
  const dayCount = random.weighted([
    [4, 20],
    [5, 65],
    [6, 15],
  ] as const);
  // Monday to Friday, one of them left out for a 4-day week; a 6-day week adds Saturday.
  const weekdays =
    dayCount === 6
      ? [1, 2, 3, 4, 5, 6]
      : dayCount === 5
        ? [1, 2, 3, 4, 5]
        : random.sample([1, 2, 3, 4, 5], 4);
  // Each interviewer keeps a pattern (mornings, evenings, …) and varies it a little from day to day.
  const pattern = random.weighted([
    [['morning', 'afternoon'], 40],
    [['morning'], 15],
    [['afternoon'], 10],
    [['evening'], 15],
    [['morning', 'afternoon', 'evening'], 20],
  ] as const);
  const weekly = [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => {
      const parts = weekday === 6 ? (['morning'] as const) : pattern;
      const ranges = parts
        .filter((_part, index) => index === 0 || random.chance(0.85))
        .map((part) => {
          const [start, end] = random.pick(
            part === 'morning' ? morning : part === 'afternoon' ? afternoon : evening,
          );
          return { start, end };
        });
      return { weekday, ranges };
    });
  const time_off: Availability['time_off'] = [];
  if (random.chance(0.3)) {
    // A holiday in the coming six weeks, 1 to 10 days.
    const from = today.getTime() + random.int(0, 42) * DAY;
    time_off.push({ from: isoDate(from), to: isoDate(from + random.int(0, 9) * DAY) });
  }
  if (random.chance(0.15)) {
    // One that is over: it must not matter.
    const from = today.getTime() - random.int(20, 90) * DAY;
    time_off.push({ from: isoDate(from), to: isoDate(from + random.int(0, 6) * DAY) });
  }
  return {
    timezone,
    weekly,
    time_off,
    notice_hours: random.weighted([
      [12, 50],
      [24, 20],
      [4, 15],
      [48, 10],
      [0, 5],
    ] as const),
    buffer_minutes: random.weighted([
      [15, 50],
      [30, 20],
      [10, 15],
      [0, 15],
    ] as const),
    max_per_day: random.chance(0.4) ? random.int(1, 4) : null,
    max_per_week: random.chance(0.4) ? random.int(3, 15) : null,
  };
}

/** An interview that takes an interviewer's time: its start (epoch ms) and its length in minutes. */
export type BusyTime = { start: number; duration: number };

const dayKeyIn = (zone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
  return (instant: number) => format.format(instant);
};

/**
 * Interviews already booked for one interviewer from `from` for `days` days, inside their availability (as the
 * wizard books them), not overlapping each other with their buffer: 0 to about twice `perDay` on each of their
 * days. The caps are left out on purpose: an interview booked over a cap with a reason still counts.
 */
export function buildBusyTimes(
  random: Random,
  availability: Availability,
  options: { from: number; days: number; perDay: number },
): BusyTime[] {
  const durations = [
    [60, 70],
    [90, 15],
    [30, 10],
    [120, 5],
  ] as const;
  // The starts where an interview of each length fits inside one range (adjacent ranges do not join).
  const fits = new Map(
    durations.map(([duration]) => [
      duration,
      new Set(
        freeSlots({
          availability: { ...availability, notice_hours: 0, max_per_day: null, max_per_week: null },
          busy: [],
          booked: [],
          now: options.from,
          from: options.from,
          to: options.from + options.days * DAY,
          duration,
        }),
      ),
    ]),
  );
  const dayOf = dayKeyIn(availability.timezone);
  const byDay = new Map<string, number[]>();
  for (const start of fits.get(30) ?? []) {
    const key = dayOf(start);
    byDay.set(key, [...(byDay.get(key) ?? []), start]);
  }
  const buffer = availability.buffer_minutes * MINUTE;
  const busy: BusyTime[] = [];
  for (const starts of byDay.values()) {
    const wanted = random.int(0, Math.round(2 * options.perDay));
    const taken: BusyTime[] = [];
    for (const start of random.shuffle(starts)) {
      if (taken.length >= wanted) break;
      const duration = random.weighted(durations);
      if (!fits.get(duration)?.has(start)) continue;
      const end = start + duration * MINUTE;
      const clear = taken.every(
        (t) => t.start >= end + buffer || t.start + t.duration * MINUTE + buffer <= start,
      );
      if (clear) taken.push({ start, duration });
    }
    busy.push(...taken);
  }
  return busy.sort((a, b) => a.start - b.start);
}
