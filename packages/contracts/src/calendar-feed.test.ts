import { describe, expect, it } from 'vitest';
import {
  CALENDAR_ADDRESS_SCHEME,
  calendarAddressHint,
  calendarConnectSchema,
  calendarStateOf,
  calendarStatusOf,
} from './calendar-feed';

const now = new Date('2026-03-02T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('calendarStateOf', () => {
  it("is 'ok' within an hour of the last good fetch, 'stale' after it or without one", () => {
    expect(
      calendarStateOf({ last_success_at: minutesAgo(59), last_attempt_at: minutesAgo(59), error: null }, now),
    ).toBe('ok');
    expect(
      calendarStateOf({ last_success_at: minutesAgo(61), last_attempt_at: minutesAgo(61), error: null }, now),
    ).toBe('stale');
    expect(calendarStateOf({ last_success_at: null, last_attempt_at: null, error: null }, now)).toBe('stale');
  });

  it("is 'failed' whenever the last attempt failed, however recent the last good fetch", () => {
    const failed = { last_success_at: minutesAgo(5), last_attempt_at: minutesAgo(1), error: 'timed out' };
    expect(calendarStateOf(failed, now)).toBe('failed');
    expect(calendarStatusOf({ ...failed, last_success_at: new Date(minutesAgo(5)) }, now)).toEqual({
      state: 'failed',
      last_success_at: minutesAgo(5),
      last_attempt_at: minutesAgo(1),
      error: 'timed out',
    });
  });
});

describe('calendarAddressHint', () => {
  it('names the host and the last characters of the secret token, never the token', () => {
    const google =
      'https://calendar.google.com/calendar/ical/ada%40example.com/private-0a1b2c3d4e5f9f2c/basic.ics';
    expect(calendarAddressHint(google)).toBe('calendar.google.com …9f2c');
    const outlook =
      'https://outlook.office365.com/owa/calendar/1f2e3d@example.com/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8/calendar.ics';
    expect(calendarAddressHint(outlook)).toBe('outlook.office365.com …e7f8');
    expect(
      calendarAddressHint('webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTA'),
    ).toBe('p42-caldav.icloud.com …4OTA');
    expect(calendarAddressHint('https://example.test/cal.ics')).toBe('example.test');
  });
});

describe('calendarConnectSchema', () => {
  it('takes https, webcal and (for this machine, outside production) http addresses, trimmed', () => {
    expect(calendarConnectSchema.parse({ address: '  webcal://example.test/a.ics ' })).toEqual({
      address: 'webcal://example.test/a.ics',
    });
    expect(calendarConnectSchema.safeParse({ address: 'http://127.0.0.1:8080/a.ics' }).success).toBe(true);
  });

  it('refuses anything else with a message the interviewer can act on', () => {
    const message = (address: string) =>
      calendarConnectSchema.safeParse({ address }).error?.issues[0]?.message;
    expect(message('')).toBe('Paste the secret address of your calendar');
    expect(message('ftp://example.test/a.ics')).toBe(CALENDAR_ADDRESS_SCHEME);
    expect(message('calendar.google.com/basic.ics')).toBe(CALENDAR_ADDRESS_SCHEME);
    expect(message(`https://example.test/${'x'.repeat(2048)}`)).toMatch(/too long/);
  });
});
