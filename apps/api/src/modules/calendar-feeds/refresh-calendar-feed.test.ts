import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { calendarWith, type IcsServer, startIcsServer } from '../../../test/ics-server';
import { testConfig, useTestApp } from '../../../test/test-app';
import { calendarAddressBox } from './calendar-address-box';
import { findCalendarBusy, findCalendarStatuses } from './calendar-busy.repository';
import { saveCalendarFeed } from './calendar-feeds.repository';
import { refreshCalendarFeed } from './refresh-calendar-feed';

const HOUR = 3_600_000;
const log = pino({ level: 'silent' });
const now = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('refreshing a calendar feed and reading its busy times', () => {
  const t = useTestApp();
  let ics: IcsServer;
  beforeAll(async () => {
    ics = await startIcsServer();
  });
  afterAll(() => ics.close());

  /** An interviewer whose feed is `/cal/<name>`, connected an hour before `now` with no busy times yet. */
  async function connected(name: string) {
    const interviewer = await createInterviewer(t.db);
    await saveCalendarFeed(t.db, {
      interviewerId: interviewer.id,
      addressSealed: calendarAddressBox(testConfig).seal(`${ics.origin}/cal/${name}`),
      addressHint: '127.0.0.1',
      fetchedAt: at(-1),
    });
    return interviewer.id;
  }
  const refresh = (interviewerId: number, when = now) =>
    refreshCalendarFeed({ db: t.db, config: testConfig, log, interviewerId, now: when });

  it('replaces the busy times on a good fetch, and keeps them, failed, when the calendar stops answering', async () => {
    const id = await connected('ada');
    ics.calendars.set('ada', calendarWith([at(2), at(5)]));
    expect(await refresh(id)).toBe('fetched');
    const window = [at(0), at(24)] as const;
    expect((await findCalendarBusy(t.db, [id], ...window)).get(id)).toEqual([
      { start: at(2).getTime(), end: at(3).getTime() },
      { start: at(5).getTime(), end: at(6).getTime() },
    ]);
    expect((await findCalendarStatuses(t.db, [id], now)).get(id)).toMatchObject({ state: 'ok', error: null });

    ics.calendars.set('ada', calendarWith([at(8)]));
    expect(await refresh(id)).toBe('fetched');
    expect((await findCalendarBusy(t.db, [id], ...window)).get(id)).toEqual([
      { start: at(8).getTime(), end: at(9).getTime() },
    ]);

    ics.calendars.delete('ada');
    expect(await refresh(id, at(0.5))).toBe('failed');
    expect((await findCalendarBusy(t.db, [id], ...window)).get(id)).toEqual([
      { start: at(8).getTime(), end: at(9).getTime() },
    ]);
    expect((await findCalendarStatuses(t.db, [id], at(0.5))).get(id)).toEqual({
      state: 'failed',
      last_success_at: now.toISOString(),
      last_attempt_at: at(0.5).toISOString(),
      error: 'The calendar server answered 404: check the calendar address',
    });
  });

  it('shows a feed as stale an hour after its last good fetch, and its busy times still count', async () => {
    const id = await connected('grace');
    ics.calendars.set('grace', calendarWith([at(3)]));
    await refresh(id);
    const later = at(1.5);
    expect((await findCalendarStatuses(t.db, [id], at(0.9))).get(id)?.state).toBe('ok');
    expect((await findCalendarStatuses(t.db, [id], later)).get(id)?.state).toBe('stale');
    expect((await findCalendarBusy(t.db, [id], later, at(24))).get(id)).toHaveLength(1);
  });

  it('records an address sealed under another key as failed, keeping what was there', async () => {
    const interviewer = await createInterviewer(t.db);
    const otherKey = calendarAddressBox({ calendarKey: 'another-calendar-key-of-32-characters!!' });
    await saveCalendarFeed(t.db, {
      interviewerId: interviewer.id,
      addressSealed: otherKey.seal(`${ics.origin}/cal/grace`),
      addressHint: '127.0.0.1',
      fetchedAt: at(-1),
    });
    expect(await refresh(interviewer.id)).toBe('failed');
    expect((await findCalendarStatuses(t.db, [interviewer.id], now)).get(interviewer.id)?.error).toBe(
      'The stored calendar address can no longer be read: connect the calendar again',
    );
    expect(await refresh((await createInterviewer(t.db)).id)).toBe('no-feed');
  });

  it('answers busy times and statuses for the interviewers asked, or all, overlapping the window only', async () => {
    const [a, b] = [await connected('a'), await connected('b')];
    const withoutFeed = (await createInterviewer(t.db)).id;
    ics.calendars.set('a', calendarWith([at(1), at(10)]));
    ics.calendars.set('b', calendarWith([at(4)]));
    await refresh(a);
    await refresh(b);
    // [1h, 4h) overlaps a's 1–2h, not b's 4–5h (ends are exclusive), and a's 10h is past it.
    const some = await findCalendarBusy(t.db, [a, b, withoutFeed], at(1.5), at(4));
    expect([...some.keys()]).toEqual([a]);
    const all = await findCalendarBusy(t.db, 'all', at(0), at(24));
    expect(all.get(a)).toHaveLength(2);
    expect(all.get(b)).toHaveLength(1);
    expect(await findCalendarBusy(t.db, [], at(0), at(24))).toEqual(new Map());
    const statuses = await findCalendarStatuses(t.db, 'all', now);
    expect(statuses.get(a)?.state).toBe('ok');
    expect(statuses.has(withoutFeed)).toBe(false);
    expect([...(await findCalendarStatuses(t.db, [b, withoutFeed], now)).keys()]).toEqual([b]);
  });
});
