import { durationLabel } from '@interview-hub/contracts/interview-options';
import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  durationSelectData,
  NEW_INTERVIEW_DAYS_AHEAD,
  RESCHEDULE_DAYS_AHEAD,
  slotsForDay,
  toIsoDateTime,
} from './schedule-options';

// Wednesday 4 March 2026, 10:15 in the test's local time zone.
const now = new Date(2026, 2, 4, 10, 15);

describe('schedule options', () => {
  it('offers a slot every 30 minutes from 08:00 to 21:30 on a later day', () => {
    const slots = slotsForDay('2026-03-05', now);
    expect(slots).toHaveLength(28);
    expect(slots[0]).toBe('08:00');
    expect(slots[1]).toBe('08:30');
    expect(slots.at(-1)).toBe('21:30');
    expect(slots).not.toContain('22:00');
  });

  it('leaves out the slots of today that have passed', () => {
    const slots = slotsForDay('2026-03-04', now);
    expect(slots[0]).toBe('10:30');
    expect(slots).not.toContain('10:00');
  });

  it('reaches 20 days ahead for a new interview and 14 for a reschedule, weekdays only, no past days', () => {
    const wizard = bookableDays(NEW_INTERVIEW_DAYS_AHEAD, now);
    expect(wizard.minDate).toBe('2026-03-04');
    expect(wizard.maxDate).toBe('2026-03-24');
    expect(bookableDays(RESCHEDULE_DAYS_AHEAD, now).maxDate).toBe('2026-03-18');
    expect(wizard.excludeDate('2026-03-07')).toBe(true); // Saturday
    expect(wizard.excludeDate('2026-03-08')).toBe(true); // Sunday
    expect(wizard.excludeDate('2026-03-09')).toBe(false); // Monday
    expect(wizard.excludeDate('2026-03-04')).toBe(false); // today, slots left
  });

  it('excludes today once its last slot has passed', () => {
    const late = new Date(2026, 2, 4, 21, 45);
    expect(bookableDays(NEW_INTERVIEW_DAYS_AHEAD, late).excludeDate('2026-03-04')).toBe(true);
  });

  it("follows the agency's working days and hours", () => {
    const hours = { days: [2, 3, 4, 5, 6], start: '10:00', end: '18:00' };
    expect(slotsForDay('2026-03-05', now, hours)).toEqual(expect.arrayContaining(['10:00', '17:30']));
    expect(slotsForDay('2026-03-05', now, hours)).not.toContain('18:00');
    const days = bookableDays(NEW_INTERVIEW_DAYS_AHEAD, now, hours);
    expect(days.excludeDate('2026-03-07')).toBe(false); // Saturday, a working day here
    expect(days.excludeDate('2026-03-09')).toBe(true); // Monday, not
  });

  it('labels the durations', () => {
    expect(durationSelectData).toEqual([
      { value: '30', label: '30 minutes' },
      { value: '60', label: '1 hour' },
      { value: '90', label: '1.5 hours' },
      { value: '120', label: '2 hours' },
    ]);
    expect(durationLabel(90)).toBe('1.5 hours');
    expect(durationLabel(45)).toBe('45 minutes');
  });

  it('turns a local day and slot into ISO with the offset', () => {
    const iso = toIsoDateTime('2026-03-05', '09:30');
    expect(iso).toMatch(/^2026-03-05T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 2, 5, 9, 30).getTime());
  });
});
