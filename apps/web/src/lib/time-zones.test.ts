import { describe, expect, it } from 'vitest';
import { currentTimeZoneName, timeZoneLabel, timeZoneOptions, utcOffsetLabel } from './time-zones';

describe('time zone options', () => {
  it('labels each zone with the offset in force at the time', () => {
    expect(timeZoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata (UTC+05:30)');
    expect(utcOffsetLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffsetLabel('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffsetLabel('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-03:30');
    expect(utcOffsetLabel('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
  });

  it("lists UTC first and every place once, under today's name", () => {
    const values = timeZoneOptions().map((option) => option.value);
    expect(values[0]).toBe('UTC');
    expect(values).toContain('Asia/Kolkata');
    expect(values).toContain('Europe/Kyiv');
    expect(values).not.toContain('Asia/Calcutta');
    expect(new Set(values).size).toBe(values.length);
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
  });
});
