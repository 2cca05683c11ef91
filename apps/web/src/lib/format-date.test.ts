import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatTimeAgo, viewerTimeZone } from './format-date';

const instant = '2026-03-02T09:30:00Z';
const otherZone = viewerTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';

describe('formatDateTime', () => {
  it('shows the day, the date and the time in the viewer’s zone without naming it', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(instant));
    expect(formatDateTime(instant)).toBe(expected);
    expect(formatDateTime(instant, { timeZone: viewerTimeZone() })).toBe(expected);
  });

  it('names the zone when the instant is shown in a zone other than the viewer’s', () => {
    const text = formatDateTime(instant, { timeZone: otherZone });
    const zoneName = new Intl.DateTimeFormat(undefined, { timeZone: otherZone, timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zoneName).toBeTruthy();
    expect(text).toContain(zoneName);
  });

  it('shows the empty text for a missing or unreadable value', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date', { empty: 'Never' })).toBe('Never');
  });
});

describe('formatDate and formatTime', () => {
  it('split the same style into its day and its time', () => {
    const full = formatDateTime(instant);
    expect(full).toContain(formatDate(instant));
    expect(full).toContain(formatTime(instant));
  });

  it('show the time in the zone asked for', () => {
    expect(formatTime('2026-03-02T09:30:00Z', { timeZone: 'Asia/Kolkata' })).toMatch(/3:00|15:00/);
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const inWords = (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
    new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-amount, unit);

  it('says how long ago, in the largest whole unit', () => {
    expect(formatTimeAgo(ago(20_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60_000 + 30_000), now)).toBe(inWords(5, 'minute'));
    expect(formatTimeAgo(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe(inWords(3, 'hour'));
    expect(formatTimeAgo(ago(2 * 86_400_000), now)).toBe(inWords(2, 'day'));
    // A clock a little ahead of the server's never says "in 1 minute".
    expect(formatTimeAgo(new Date(now.getTime() + 30_000), now)).toBe('just now');
    expect(formatTimeAgo('not a date', now)).toBe('—');
  });
});
