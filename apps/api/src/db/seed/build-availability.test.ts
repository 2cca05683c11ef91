import { availabilitySchema } from '@interview-hub/contracts/availability';
import { describe, expect, it } from 'vitest';
import { buildAvailability } from './build-availability';

describe('demo availability', () => {
  it('gives most interviewers a valid week in their zone and leaves some unset', () => {
    const rows = buildAvailability(14, new Date('2026-11-26T00:00:00Z'));
    expect(rows.filter((row) => row === null)).toHaveLength(2);
    for (const row of rows) {
      if (!row) continue;
      const parsed = availabilitySchema.safeParse({
        timezone: 'Europe/London',
        weekly: row.weekly,
        time_off: row.timeOff,
        notice_hours: row.noticeHours,
        buffer_minutes: row.bufferMinutes,
        max_per_day: row.maxPerDay ?? null,
        max_per_week: row.maxPerWeek ?? null,
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(rows[0]?.weekly.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
  });
});
