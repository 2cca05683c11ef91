import { describe, expect, it } from 'vitest';
import { formatReportDateTime } from './report-date';

describe('formatReportDateTime', () => {
  it.each([
    ['2026-12-03T14:30:00Z', 'Europe/Berlin', '3 Dec 2026, 15:30 CET (Europe/Berlin)'],
    ['2026-07-05T09:30:00Z', 'Europe/Berlin', '5 Jul 2026, 11:30 CEST (Europe/Berlin)'],
    ['2026-07-05T09:30:00Z', 'Europe/Kyiv', '5 Jul 2026, 12:30 EEST (Europe/Kyiv)'],
    ['2026-01-15T23:45:00Z', 'Europe/London', '15 Jan 2026, 23:45 GMT (Europe/London)'],
    ['2026-09-01T04:05:00Z', 'America/New_York', '1 Sep 2026, 00:05 EDT (America/New_York)'],
    ['2026-03-05T09:30:00Z', 'Asia/Kolkata', '5 Mar 2026, 15:00 GMT+5:30 (Asia/Kolkata)'],
    ['2026-03-05T09:30:00Z', 'UTC', '5 Mar 2026, 09:30 UTC'],
    ['2026-03-05T09:30:00Z', 'Etc/UTC', '5 Mar 2026, 09:30 UTC'],
  ])('prints %s in %s as %s', (instant, timeZone, expected) => {
    expect(formatReportDateTime(new Date(instant), timeZone)).toBe(expected);
  });

  it('follows the zone across the change to summer time', () => {
    // Berlin moves its clocks from 02:00 to 03:00 on 29 March 2026 (01:00 UTC).
    expect(formatReportDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(
      '29 Mar 2026, 01:59 CET (Europe/Berlin)',
    );
    expect(formatReportDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(
      '29 Mar 2026, 03:00 CEST (Europe/Berlin)',
    );
  });
});
