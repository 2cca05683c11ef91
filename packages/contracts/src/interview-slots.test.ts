import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackDueAt, isLate } from './deadlines';
import {
  isWorkingDay,
  SPEC_WORKING_HOURS,
  slotProblem,
  timeSlots,
  type WorkingHours,
} from './interview-slots';

const now = new Date('2026-03-01T00:00:00Z');

describe('working hours', () => {
  it("default to the spec's times: weekdays, 08:00 to 21:30", () => {
    expect(timeSlots()).toHaveLength(28);
    expect(timeSlots()[0]).toBe('08:00');
    expect(timeSlots().at(-1)).toBe('21:30');
    expect(slotProblem(new Date('2026-03-07T10:00:00Z'), 'UTC', now)).toBe(
      'Interviews can only be booked on weekdays',
    );
    expect(slotProblem(new Date('2026-03-02T22:00:00Z'), 'UTC', now)).toBe(
      'Interviews start between 08:00 and 21:30',
    );
  });

  it("follow the agency's days and hours, in the scheduler's time zone", () => {
    const hours: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: '09:15', end: '17:00' };
    expect(timeSlots(hours)).toEqual(expect.arrayContaining(['09:30', '16:30']));
    expect(timeSlots(hours)).not.toContain('09:00');
    expect(timeSlots(hours)).not.toContain('17:00');
    expect(slotProblem(new Date('2026-03-07T10:00:00Z'), 'UTC', now, hours)).toBeNull();
    expect(slotProblem(new Date('2026-03-08T10:00:00Z'), 'UTC', now, hours)).toBe(
      'Interviews can only be booked on Monday, Tuesday, Wednesday, Thursday, Friday, Saturday',
    );
    expect(slotProblem(new Date('2026-03-02T17:00:00Z'), 'UTC', now, hours)).toBe(
      'Interviews start between 09:30 and 16:30',
    );
    // 10:00 in Kyiv (UTC+2 in March) is 08:00 UTC.
    expect(slotProblem(new Date('2026-03-02T08:00:00Z'), 'Europe/Kyiv', now, hours)).toBeNull();
  });

  it('offer only slots that the booking check accepts, for any hours', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1 }),
        clock,
        clock,
        (days, start, end) => {
          const hours = { days, start, end };
          for (const slot of timeSlots(hours)) {
            // Monday 2 March 2026 onwards: the first working day of that week.
            const day = [2, 3, 4, 5, 6, 7, 8].find((d) =>
              isWorkingDay(new Date(Date.UTC(2026, 2, d)).getUTCDay(), hours),
            );
            const date = new Date(`2026-03-${String(day).padStart(2, '0')}T${slot}:00Z`);
            expect(slotProblem(date, 'UTC', now, hours)).toBeNull();
          }
        },
      ),
    );
    expect(isWorkingDay(0, SPEC_WORKING_HOURS)).toBe(false);
  });
});

describe('deadlines', () => {
  it('puts feedback due the window after the end, and a change inside the late window is late', () => {
    const start = new Date('2026-03-02T10:00:00Z');
    expect(feedbackDueAt(start, 90, { feedback_due_hours: 24 }).toISOString()).toBe(
      '2026-03-03T11:30:00.000Z',
    );
    expect(isLate(start, new Date('2026-03-01T10:00:01Z'), { late_window_hours: 24 })).toBe(true);
    expect(isLate(start, new Date('2026-03-01T10:00:00Z'), { late_window_hours: 24 })).toBe(false);
    expect(isLate(start, new Date('2026-03-02T11:00:00Z'), { late_window_hours: 24 })).toBe(true);
  });
});
