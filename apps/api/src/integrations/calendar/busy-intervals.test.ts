import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyIntervalsOf, mergeIntervals } from './busy-intervals';
import { calendarFetchMessages } from './calendar-fetch-error';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe('busy intervals of a Google Calendar export', () => {
  const google = fixture('google-export.ics');
  const spring = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-05-01T00:00:00Z') };

  it('expands the weekly series at a fixed local time across the spring DST change, without the EXDATE, with the moved occurrence, the all-day day, and no free or cancelled events', () => {
    const busy = busyIntervalsOf(google, {
      ...spring,
      timeZone: 'UTC',
      ignoreUid: (uid) => uid.endsWith('@interviews.example.test'),
    });
    expect(iso(busy)).toEqual([
      // 10:00 in Berlin is 09:00Z in winter time…
      ['2026-03-10T09:00:00.000Z', '2026-03-10T10:00:00.000Z'],
      // …17 March is an EXDATE; a call given in UTC; the all-day workshop, midnight to midnight in Berlin
      // (the calendar's X-WR-TIMEZONE, not the fallback zone).
      ['2026-03-19T15:00:00.000Z', '2026-03-19T16:00:00.000Z'],
      ['2026-03-19T23:00:00.000Z', '2026-03-20T23:00:00.000Z'],
      // 24 March's occurrence moved to Thursday 26th, 14:00 Berlin.
      ['2026-03-26T13:00:00.000Z', '2026-03-26T14:00:00.000Z'],
      // After 29 March (summer time) the same 10:00 is 08:00Z.
      ['2026-03-31T08:00:00.000Z', '2026-03-31T09:00:00.000Z'],
      ['2026-04-07T08:00:00.000Z', '2026-04-07T09:00:00.000Z'],
      ['2026-04-14T08:00:00.000Z', '2026-04-14T09:00:00.000Z'],
    ]);
  });

  it('keeps our own interview invitations unless told to leave them out', () => {
    const busy = busyIntervalsOf(google, { ...spring, timeZone: 'UTC' });
    expect(iso(busy)).toContainEqual(['2026-03-25T10:00:00.000Z', '2026-03-25T11:00:00.000Z']);
  });

  it('answers only what overlaps the window', () => {
    const busy = busyIntervalsOf(google, {
      from: new Date('2026-03-26T13:30:00Z'),
      to: new Date('2026-04-07T08:00:00Z'),
      timeZone: 'UTC',
    });
    expect(iso(busy)).toEqual([
      ['2026-03-26T13:00:00.000Z', '2026-03-26T14:00:00.000Z'],
      ['2026-03-31T08:00:00.000Z', '2026-03-31T09:00:00.000Z'],
    ]);
  });
});

describe('busy intervals of an Outlook published calendar', () => {
  const outlook = fixture('outlook-export.ics');

  it('reads Windows zone names from the VTIMEZONEs: 09:00 "W. Europe Standard Time" stays 09:00 across the autumn change', () => {
    const busy = busyIntervalsOf(outlook, {
      from: new Date('2026-10-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(iso(busy)).toEqual([
      // 09:00 in summer time is 07:00Z.
      ['2026-10-15T07:00:00.000Z', '2026-10-15T07:30:00.000Z'],
      // 22 October's occurrence moved to 16:00.
      ['2026-10-22T14:00:00.000Z', '2026-10-22T15:00:00.000Z'],
      // The tentative vendor call, in the file's own "UTC" zone; the free lunch does not count, 29 October is
      // an EXDATE.
      ['2026-10-28T14:00:00.000Z', '2026-10-28T15:00:00.000Z'],
      // Two days out of office, whole days in the interviewer's zone (the file names none).
      ['2026-11-01T23:00:00.000Z', '2026-11-03T23:00:00.000Z'],
      // 09:00 in winter time is 08:00Z: the local time stayed, the instant moved by an hour.
      ['2026-11-05T08:00:00.000Z', '2026-11-05T08:30:00.000Z'],
    ]);
  });
});

describe('busy intervals of other shapes', () => {
  const calendar = (events: string) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', events, 'END:VCALENDAR'].join('\r\n');
  const window = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') };

  it('reads an IANA TZID without a VTIMEZONE, and floating times, as wall clocks', () => {
    const ics = calendar(
      [
        'BEGIN:VEVENT',
        'UID:a',
        'DTSTART;TZID=Asia/Kolkata:20260610T093000',
        'DTEND;TZID=Asia/Kolkata:20260610T103000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:b',
        'DTSTART:20260611T090000',
        'DURATION:PT45M',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:c',
        'DTSTART;VALUE=DATE:20260612',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(iso(busyIntervalsOf(ics, { ...window, timeZone: 'America/New_York' }))).toEqual([
      ['2026-06-10T04:00:00.000Z', '2026-06-10T05:00:00.000Z'],
      ['2026-06-11T13:00:00.000Z', '2026-06-11T13:45:00.000Z'],
      ['2026-06-12T04:00:00.000Z', '2026-06-13T04:00:00.000Z'],
    ]);
  });

  it('refuses what is not an iCalendar document', () => {
    for (const text of ['<html><body>Sign in</body></html>', 'BEGIN:VCARD\r\nEND:VCARD', '']) {
      expect(() => busyIntervalsOf(text, { ...window, timeZone: 'UTC' })).toThrow(
        calendarFetchMessages.notICalendar,
      );
    }
  });

  it('stops an endless rule at the window', () => {
    const ics = calendar(
      [
        'BEGIN:VEVENT',
        'UID:d',
        'DTSTART:20200101T080000Z',
        'DTEND:20200101T083000Z',
        'RRULE:FREQ=DAILY',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const busy = busyIntervalsOf(ics, { ...window, timeZone: 'UTC' });
    expect(busy).toHaveLength(30);
    expect(iso(busy).at(-1)).toEqual(['2026-06-30T08:00:00.000Z', '2026-06-30T08:30:00.000Z']);
  });
});

describe('mergeIntervals', () => {
  it('joins overlapping and touching intervals and sorts them', () => {
    expect(
      mergeIntervals([
        { start: 50, end: 60 },
        { start: 0, end: 10 },
        { start: 10, end: 20 },
        { start: 15, end: 18 },
      ]),
    ).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 60 },
    ]);
  });
});
