import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { summaryBounds } from './interview-summary';

// DST zones on both hemispheres, a half-hour DST change (Lord Howe), offsets off the hour, and UTC.
const zones = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'America/St_Johns',
  'Pacific/Kiritimati',
];

const wall = (instant: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
/** The zone's start of the day that holds `instant`. */
const startOfDay = (instant: number, zone: string) => wall(instant, zone).startOfDay().epochMilliseconds;

const instants = fc.integer({
  min: Date.parse('2020-01-01T00:00:00Z'),
  max: Date.parse('2032-12-31T00:00:00Z'),
});

describe('summary bounds', () => {
  it("are the zone's midnights: today holds now, the week is Monday to Monday, seven calendar days", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (now, zone) => {
        const { today, week } = summaryBounds(now, zone);
        for (const bound of [today.start, today.end, week.start, week.end]) {
          expect(startOfDay(bound, zone)).toBe(bound);
        }
        expect(today.start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(today.end);
        expect(wall(today.start, zone).toPlainDate().toString()).toBe(today.date);
        expect(wall(today.end, zone).toPlainDate().toString()).toBe(
          Temporal.PlainDate.from(today.date).add({ days: 1 }).toString(),
        );
        expect(week.start).toBeLessThanOrEqual(today.start);
        expect(today.end).toBeLessThanOrEqual(week.end);
        expect(wall(week.start, zone).dayOfWeek).toBe(1);
        expect(wall(week.end, zone).dayOfWeek).toBe(1);
        const first = Temporal.PlainDate.from(week.firstDay);
        expect(first.until(wall(week.end, zone).toPlainDate()).days).toBe(7);
        expect(first.add({ days: 6 }).toString()).toBe(week.lastDay);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a week with a spring-forward change 167 hours and one with a fall-back change 169', () => {
    const hours = (now: string) => {
      const { week } = summaryBounds(Date.parse(now), 'Europe/Berlin');
      return (week.end - week.start) / 3_600_000;
    };
    expect(hours('2026-03-18T12:00:00Z')).toBe(168);
    expect(hours('2026-03-29T12:00:00Z')).toBe(167);
    expect(hours('2026-10-25T12:00:00Z')).toBe(169);
  });

  it('starts a day the clocks skip into at the moment they jump (Sao Paulo, 2018: midnight did not exist)', () => {
    const { today } = summaryBounds(Date.parse('2018-11-04T12:00:00Z'), 'America/Sao_Paulo');
    expect(new Date(today.start).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(wall(today.start, 'America/Sao_Paulo').hour).toBe(1);
  });
});
