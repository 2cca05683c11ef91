import { availabilitySchema } from '@interview-hub/contracts/availability';
import { slotProblems } from '@interview-hub/contracts/free-slots';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../apps/api/src/db/seed/prng';
import { buildAvailability, buildBusyTimes } from './capacity-data';

const today = new Date(Date.UTC(2026, 2, 23));
const MINUTE = 60_000;

/**
 * The capacity benchmark's generated availability is what the product would store: it passes the schema that
 * `PUT /api/interviewers/{id}/availability` validates with, and its busy times sit where the wizard books.
 */
describe('the capacity benchmark data', () => {
  const random = createRandom(7);
  const availabilities = Array.from({ length: 500 }, () => buildAvailability(random, today));

  it('generates availability that passes availabilitySchema unchanged', () => {
    for (const availability of availabilities) {
      const parsed = availabilitySchema.safeParse(availability);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(availability);
    }
  });

  it('varies zones, days, ranges, time off and caps', () => {
    const zones = new Set(availabilities.map((a) => a.timezone));
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Europe/Berlin']) expect(zones).toContain(zone);
    for (const a of availabilities) {
      expect(a.weekly.length).toBeGreaterThanOrEqual(4);
      expect(a.weekly.length).toBeLessThanOrEqual(6);
      for (const day of a.weekly) expect(day.ranges.length).toBeGreaterThanOrEqual(1);
      for (const day of a.weekly) expect(day.ranges.length).toBeLessThanOrEqual(3);
    }
    expect(availabilities.some((a) => a.weekly.some((d) => d.ranges.length === 3))).toBe(true);
    expect(availabilities.some((a) => a.time_off.length > 0)).toBe(true);
    expect(availabilities.some((a) => a.max_per_day !== null)).toBe(true);
    expect(availabilities.some((a) => a.max_per_week !== null)).toBe(true);
    expect(availabilities.some((a) => a.max_per_day === null && a.max_per_week === null)).toBe(true);
  });

  it('books busy times inside the availability, clear of each other by the buffer', () => {
    const from = today.getTime();
    for (const availability of availabilities.slice(0, 40)) {
      const busy = buildBusyTimes(random, availability, { from, days: 28, perDay: 1.5 });
      const placed: { start: number; end: number }[] = [];
      for (const { start, duration } of busy) {
        const capacity = {
          availability: { ...availability, notice_hours: 0, max_per_day: null, max_per_week: null },
          busy: placed,
          booked: [],
          now: from,
        };
        expect(slotProblems(capacity, start, duration)).toEqual([]);
        placed.push({ start, end: start + duration * MINUTE });
      }
    }
  });
});
