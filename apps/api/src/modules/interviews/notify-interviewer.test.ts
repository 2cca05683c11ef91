import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBookingParties } from '../../../test/booking-parties';
import { createInterview } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { formatInTimeZone } from './format-in-time-zone';
import { interviewNotificationText } from './notify-interviewer';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('the time an interviewer reads in the e-mail and on Telegram', () => {
  const t = useTestApp();

  async function whenLine(interviewerZone: string | null, iso: string, defaultTimeZone = 'Europe/Berlin') {
    const parties = await createBookingParties(t.db, { interviewer: { timezone: interviewerZone } });
    const interview = await createInterview(t.db, {
      interviewerId: parties.interviewer.id,
      candidateId: parties.candidate.id,
      jobId: parties.job.id,
      date: new Date(iso),
    });
    const text = interviewNotificationText({ kind: 'created', ...parties, interview, defaultTimeZone });
    return text.lines.find((line) => line.startsWith('When: '));
  }

  it('shows an interviewer in India their own half-hour-offset time with the zone', async () => {
    expect(await whenLine('Asia/Kolkata', '2026-12-03T15:00:00Z')).toBe(
      'When: Thu, 3 Dec 2026, 20:30 GMT+5:30 (Asia/Kolkata), 60 minutes.',
    );
  });

  it('shows an interviewer in New York the offset in force on the day, before and after the clocks change', async () => {
    // 1 November 2026 at 02:00 EDT the clocks go back to 01:00 EST: both 01:30s are shown apart.
    expect(await whenLine('America/New_York', '2026-11-01T05:30:00Z')).toBe(
      'When: Sun, 1 Nov 2026, 01:30 GMT-4 (America/New_York), 60 minutes.',
    );
    expect(await whenLine('America/New_York', '2026-11-01T06:30:00Z')).toBe(
      'When: Sun, 1 Nov 2026, 01:30 GMT-5 (America/New_York), 60 minutes.',
    );
    // The same UTC time of day a week apart across the change in March reads an hour apart locally.
    expect(await whenLine('America/New_York', '2027-03-12T15:00:00Z')).toBe(
      'When: Fri, 12 Mar 2027, 10:00 GMT-5 (America/New_York), 60 minutes.',
    );
    expect(await whenLine('America/New_York', '2027-03-15T15:00:00Z')).toBe(
      'When: Mon, 15 Mar 2027, 11:00 GMT-4 (America/New_York), 60 minutes.',
    );
  });

  it("uses the agency's default zone for an interviewer without one, naming it", async () => {
    expect(await whenLine(null, '2026-12-03T14:30:00Z', 'Europe/Berlin')).toBe(
      'When: Thu, 3 Dec 2026, 15:30 CET (Europe/Berlin), 60 minutes.',
    );
  });
});

/** Offsets of the zone abbreviations British English uses; elsewhere it writes the offset itself. */
const abbreviationOffsets: Record<string, number> = {
  GMT: 0,
  UTC: 0,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function offsetMinutes(label: string): number {
  const known = abbreviationOffsets[label];
  if (known !== undefined) return known;
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(label);
  if (!match) throw new Error(`unreadable zone label ${label}`);
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Reads "Thu, 3 Dec 2026, 20:30 GMT+5:30 (Asia/Kolkata)" back into an instant and the zone it names. */
function readBack(text: string): { instant: number; zone: string } {
  const match = /^\w{3}, (\d{1,2}) (\w{3,4}) (\d{4}), (\d{2}):(\d{2}) (\S+) \(([^)]+)\)$/.exec(text);
  if (!match) throw new Error(`unreadable time ${text}`);
  const [, day, month, year, hour, minute, label, zone] = match;
  const wallClock = Date.UTC(
    Number(year),
    months.indexOf((month ?? '').slice(0, 3)),
    Number(day),
    Number(hour),
    Number(minute),
  );
  return { instant: wallClock - offsetMinutes(label ?? '') * 60_000, zone: zone ?? '' };
}

describe('formatInTimeZone', () => {
  const zones = [
    'Asia/Kolkata',
    'America/New_York',
    'Europe/Berlin',
    'Europe/London',
    'Europe/Kyiv',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'UTC',
  ];

  it('shows a wall-clock time and zone that convert back to the same instant, in every zone, at every minute', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const shown = readBack(formatInTimeZone(minute, zone));
          expect(shown).toEqual({ instant: minute.getTime(), zone });
          // The wall clock agrees with dayjs's reading of the zone's rules, not only with itself.
          expect(formatInTimeZone(minute, zone)).toContain(dayjs(minute).tz(zone).format('HH:mm'));
        },
      ),
      { numRuns: 500 },
    );
  });
});
