import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type Availability, availabilitySchema } from './availability';
import { freeSlots, slotProblems, weekLoad } from './free-slots';

const HOUR = 3_600_000;
const zones = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Europe/London',
  'Asia/Kathmandu',
];

const at = (iso: string) => Date.parse(iso);
const wall = (instant: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
const availability = (fields: Partial<Availability>): Availability =>
  availabilitySchema.parse({ timezone: 'UTC', weekly: [], time_off: [], ...fields });

describe('free slots', () => {
  it("offer the interviewer's weekly ranges in their zone, half-hour zones included", () => {
    const kolkata = availability({
      timezone: 'Asia/Kolkata',
      weekly: [{ weekday: 1, ranges: [{ start: '10:00', end: '12:00' }] }],
      notice_hours: 0,
    });
    const slots = freeSlots({
      availability: kolkata,
      busy: [],
      booked: [],
      from: at('2026-03-02T00:00:00Z'),
      to: at('2026-03-03T00:00:00Z'),
      duration: 60,
      now: at('2026-03-01T00:00:00Z'),
    });
    // 10:00, 10:30, 11:00 in Kolkata (UTC+05:30) are 04:30, 05:00, 05:30 UTC.
    expect(slots.map((s) => new Date(s).toISOString())).toEqual([
      '2026-03-02T04:30:00.000Z',
      '2026-03-02T05:00:00.000Z',
      '2026-03-02T05:30:00.000Z',
    ]);
  });

  it('never starts a slot in the hour the clocks skip, and keeps a range to its real length', () => {
    // Sunday 29 March 2026: Berlin jumps from 02:00 to 03:00.
    const berlin = availability({
      timezone: 'Europe/Berlin',
      weekly: [{ weekday: 7, ranges: [{ start: '01:00', end: '04:00' }] }],
      notice_hours: 0,
      buffer_minutes: 0,
    });
    const slots = freeSlots({
      availability: berlin,
      busy: [],
      booked: [],
      from: at('2026-03-28T00:00:00Z'),
      to: at('2026-03-30T00:00:00Z'),
      duration: 30,
      now: at('2026-03-01T00:00:00Z'),
    });
    expect(slots.map((s) => wall(s, 'Europe/Berlin').toPlainTime().toString())).toEqual([
      '01:00:00',
      '01:30:00',
      '03:00:00',
      '03:30:00',
    ]);
  });

  it('keeps the buffer around busy times, the notice, days off and the caps', () => {
    const a = availability({
      weekly: [1, 2].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '13:00' }] })),
      time_off: [{ from: '2026-03-03', to: '2026-03-03' }],
      notice_hours: 12,
      buffer_minutes: 30,
      max_per_day: 2,
    });
    const search = {
      availability: a,
      busy: [{ start: at('2026-03-02T10:30:00Z'), end: at('2026-03-02T11:00:00Z') }],
      booked: [at('2026-03-02T10:30:00Z')],
      from: at('2026-03-02T00:00:00Z'),
      to: at('2026-03-04T00:00:00Z'),
      duration: 30,
      now: at('2026-03-01T20:00:00Z'),
    };
    const times = (slots: number[]) => slots.map((s) => new Date(s).toISOString().slice(11, 16));
    // Notice until 08:00; 10:00–11:00 kept clear (30 minutes each side of 10:30–11:00); Tuesday is a day off.
    expect(times(freeSlots(search))).toEqual(['09:00', '09:30', '11:30', '12:00', '12:30']);
    expect(freeSlots({ ...search, booked: [search.booked[0] ?? 0, at('2026-03-02T12:30:00Z')] })).toEqual([]);
  });

  it('for any zone, week and availability: never busy, never over a cap, never before the notice, never in a gap', () => {
    const clock = fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15);
    const range = fc
      .tuple(clock, fc.integer({ min: 2, max: 40 }))
      .map(([start, length]) => [start, Math.min(start + length * 15, 24 * 60)] as const)
      .filter(([start, end]) => end > start)
      .map(([start, end]) => ({ start: hhmm(start), end: hhmm(end) }));
    const search = fc.record({
      zone: fc.constantFrom(...zones),
      fromDay: fc.integer({ min: 0, max: 364 }),
      weekly: fc.uniqueArray(
        fc.record({ weekday: fc.integer({ min: 1, max: 7 }), ranges: fc.array(range, { maxLength: 3 }) }),
        { selector: (d) => d.weekday, maxLength: 7 },
      ),
      notice: fc.integer({ min: 0, max: 48 }),
      buffer: fc.constantFrom(0, 10, 15, 30),
      cap: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      busy: fc.array(fc.tuple(fc.integer({ min: 0, max: 14 * 24 * 4 }), fc.integer({ min: 1, max: 12 })), {
        maxLength: 12,
      }),
      duration: fc.constantFrom(30, 60, 90),
    });
    fc.assert(
      fc.property(search, (s) => {
        const from = at('2026-01-01T00:00:00Z') + s.fromDay * 24 * HOUR;
        const to = from + 14 * 24 * HOUR;
        const busy = s.busy.map(([quarter, quarters]) => ({
          start: from + quarter * 15 * 60_000,
          end: from + (quarter + quarters) * 15 * 60_000,
        }));
        const a = availability({
          timezone: s.zone,
          weekly: s.weekly,
          notice_hours: s.notice,
          buffer_minutes: s.buffer,
          max_per_day: s.cap,
        });
        const now = from - 6 * HOUR;
        const booked = busy.map((b) => b.start);
        const slots = freeSlots({ availability: a, busy, booked, from, to, duration: s.duration, now });
        for (const start of slots) {
          const end = start + s.duration * 60_000;
          expect(start).toBeGreaterThanOrEqual(Math.max(from, now + s.notice * HOUR));
          expect(end).toBeLessThanOrEqual(to);
          const buffer = s.buffer * 60_000;
          expect(busy.some((b) => b.start < end + buffer && b.end > start - buffer)).toBe(false);
          const local = wall(start, s.zone);
          // The wall time exists: it maps back to the same instant (no slot in the hour the clocks skip).
          expect(
            local.toPlainDateTime().toZonedDateTime(s.zone, { disambiguation: 'earlier' }).epochMilliseconds,
          ).toBe(start);
          const minutes = local.hour * 60 + local.minute;
          const day = s.weekly.find((d) => d.weekday === local.dayOfWeek);
          expect(
            day?.ranges.some(
              (r) => minutesOf(r.start) <= minutes && minutes + s.duration <= minutesOf(r.end),
            ),
          ).toBe(true);
          if (s.cap !== null) {
            const sameDay = booked.filter((b) => wall(b, s.zone).toPlainDate().equals(local.toPlainDate()));
            expect(sameDay.length).toBeLessThan(s.cap);
          }
        }
        expect(slots).toEqual([...slots].sort((x, y) => x - y));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("align to the scheduler's clock: a Kathmandu interviewer's hours give Berlin half hours", () => {
    // Kathmandu is UTC+05:45: its 09:00 is 03:15 UTC, 04:15 in Berlin (UTC+01:00 in March).
    const kathmandu = availability({
      timezone: 'Asia/Kathmandu',
      weekly: [{ weekday: 1, ranges: [{ start: '09:00', end: '11:00' }] }],
      notice_hours: 0,
    });
    const slots = freeSlots({
      availability: kathmandu,
      busy: [],
      booked: [],
      from: at('2026-03-02T00:00:00Z'),
      to: at('2026-03-03T00:00:00Z'),
      duration: 60,
      now: at('2026-03-01T00:00:00Z'),
      gridZone: 'Europe/Berlin',
    });
    expect(slots.map((s) => wall(s, 'Europe/Berlin').toPlainTime().toString())).toEqual([
      '04:30:00',
      '05:00:00',
    ]);
    expect(freeSlots({ ...searchOf(kathmandu), limit: 1 })).toHaveLength(1);
  });

  it('offer a repeated wall time once, at its first occurrence', () => {
    // Sunday 25 October 2026: Berlin goes from 03:00 back to 02:00.
    const berlin = availability({
      timezone: 'Europe/Berlin',
      weekly: [{ weekday: 7, ranges: [{ start: '01:00', end: '04:00' }] }],
      notice_hours: 0,
      buffer_minutes: 0,
    });
    const slots = freeSlots({
      ...searchOf(berlin),
      from: at('2026-10-24T00:00:00Z'),
      to: at('2026-10-26T00:00:00Z'),
      duration: 30,
    });
    const times = slots.map((s) => wall(s, 'Europe/Berlin').toPlainTime().toString().slice(0, 5));
    expect(times).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
  });

  it('name every problem of a start, the calendar apart from the interviews', () => {
    const a = availability({
      weekly: [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }] }],
      time_off: [{ from: '2026-03-09', to: '2026-03-09' }],
      notice_hours: 12,
      buffer_minutes: 15,
      max_per_week: 1,
    });
    const capacity = {
      availability: a,
      busy: [{ start: at('2026-03-02T09:00:00Z'), end: at('2026-03-02T10:00:00Z') }],
      calendarBusy: [{ start: at('2026-03-02T11:00:00Z'), end: at('2026-03-02T11:30:00Z') }],
      booked: [at('2026-03-02T09:00:00Z')],
      now: at('2026-03-01T22:00:00Z'),
    };
    expect(slotProblems(capacity, at('2026-03-02T09:30:00Z'), 60)).toEqual(['notice', 'week_cap', 'busy']);
    expect(slotProblems(capacity, at('2026-03-02T10:30:00Z'), 60)).toEqual(['week_cap', 'calendar_busy']);
    expect(slotProblems(capacity, at('2026-03-02T11:40:00Z'), 30)).toEqual([
      'outside_availability',
      'week_cap',
      'buffer',
    ]);
    expect(slotProblems(capacity, at('2026-03-09T09:00:00Z'), 60)).toEqual(['time_off']);
    expect(slotProblems({ ...capacity, booked: [] }, at('2026-03-16T09:00:00Z'), 60)).toEqual([]);
    expect(weekLoad(capacity, at('2026-03-04T12:00:00Z'))).toBe(1);
  });

  it('for any zone and availability: a grid start is offered exactly when it has no problem', () => {
    const search = fc.record({
      zone: fc.constantFrom(...zones),
      grid: fc.constantFrom(...zones),
      fromDay: fc.integer({ min: 0, max: 364 }),
      start: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
      length: fc.integer({ min: 2, max: 48 }),
      days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
      notice: fc.integer({ min: 0, max: 48 }),
      buffer: fc.constantFrom(0, 15, 30),
      cap: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      weekCap: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      busy: fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 24 * 4 }), fc.integer({ min: 1, max: 8 })), {
        maxLength: 8,
      }),
      calendar: fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 24 * 4 }), fc.integer({ min: 1, max: 8 })), {
        maxLength: 4,
      }),
      duration: fc.constantFrom(30, 60, 90),
    });
    fc.assert(
      fc.property(search, (s) => {
        const from = at('2026-01-01T00:00:00Z') + s.fromDay * 24 * HOUR;
        const to = from + 7 * 24 * HOUR;
        const intervals = (list: [number, number][]) =>
          list.map(([q, n]) => ({ start: from + q * 15 * 60_000, end: from + (q + n) * 15 * 60_000 }));
        const range = { start: hhmm(s.start), end: hhmm(Math.min(s.start + s.length * 15, 24 * 60)) };
        const a = availability({
          timezone: s.zone,
          weekly: range.start < range.end ? s.days.map((weekday) => ({ weekday, ranges: [range] })) : [],
          notice_hours: s.notice,
          buffer_minutes: s.buffer,
          max_per_day: s.cap,
          max_per_week: s.weekCap,
        });
        const busy = intervals(s.busy);
        const capacity = {
          availability: a,
          busy,
          calendarBusy: intervals(s.calendar),
          booked: busy.map((b) => b.start),
          now: from - 6 * HOUR,
        };
        const offered = new Set(freeSlots({ ...capacity, from, to, duration: s.duration, gridZone: s.grid }));
        // Every half hour of the grid zone whose slot lies in the window, first occurrences of a repeated time only.
        for (let t = from; t + s.duration * 60_000 <= to; t += 15 * 60_000) {
          const local = wall(t, s.grid);
          if (local.minute % 30 !== 0) continue;
          const first = local.toPlainDateTime().toZonedDateTime(s.zone, { disambiguation: 'earlier' });
          if (first.epochMilliseconds !== t) continue;
          expect(offered.has(t)).toBe(slotProblems(capacity, t, s.duration).length === 0);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

function searchOf(a: Availability) {
  return {
    availability: a,
    busy: [],
    booked: [],
    from: at('2026-03-02T00:00:00Z'),
    to: at('2026-03-03T00:00:00Z'),
    duration: 60,
    now: at('2026-03-01T00:00:00Z'),
  };
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}
