import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { calendarWith, type IcsServer, startIcsServer } from '../../../test/ics-server';
import { useTestApp } from '../../../test/test-app';
import { auditLog, calendarBusy, calendarFeeds } from '../../db/schema/index';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);

describe("an interviewer's own calendar", () => {
  const t = useTestApp();
  let ics: IcsServer;
  beforeAll(async () => {
    ics = await startIcsServer();
    // A week ago (kept: a moved interview may need it), tomorrow, in three days, and beyond the 60 days kept.
    ics.calendars.set(
      'private-5f3a9c1e7b2d',
      calendarWith([inHours(-150), inHours(24), inHours(72), inHours(24 * 70)]),
    );
    ics.calendars.set('private-other-0000', calendarWith([inHours(48)]));
  });
  afterAll(() => ics.close());
  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('is connected by the interviewer themself: fetched at once, its address sealed and never sent back, audited with the hint only', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const me = await createInterviewer(t.db, { email: user.email, timezone: 'Europe/Berlin' });
    const url = `/api/interviewers/${me.id}/calendar`;
    expect((await call('GET', url, headers)).json()).toEqual({
      connected: false,
      address_hint: null,
      status: null,
      busy_count: 0,
    });

    const address = `${ics.origin}/cal/private-5f3a9c1e7b2d`;
    const connected = await call('PUT', url, headers, { address });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      connected: true,
      address_hint: '127.0.0.1 …7b2d',
      status: { state: 'ok', error: null },
      busy_count: 2,
    });
    const read = await call('GET', url, headers);
    expect(read.json()).toEqual(connected.json());
    for (const body of [connected.body, read.body]) expect(body).not.toContain('private-5f3a9c1e7b2d');

    const [feed] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.interviewerId, me.id));
    expect(feed?.addressSealed).toMatch(/^v1\./);
    expect(feed?.addressSealed).not.toContain('private-5f3a9c1e7b2d');
    const busy = await t.db.select().from(calendarBusy).where(eq(calendarBusy.interviewerId, me.id));
    expect(busy.map((row) => row.startsAt.toISOString())).toEqual(
      [inHours(-150), inHours(24), inHours(72)].map((d) => d.toISOString()),
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, me.id));
    const entry = audit.find((row) => row.action === 'interviewer.calendar.connect');
    expect(entry?.after).toMatchObject({ address_hint: '127.0.0.1 …7b2d' });
    expect(JSON.stringify(audit)).not.toContain('private-5f3a9c1e7b2d');
  });

  it('refuses an address that does not give a calendar with 422 and its reason, storing nothing', async () => {
    const { headers } = await t.signIn('recruiter');
    const ian = await createInterviewer(t.db);
    const url = `/api/interviewers/${ian.id}/calendar`;
    for (const [path, message] of [
      ['/html', 'That address is not an iCal calendar'],
      ['/cal/unknown', 'The calendar server answered 404: check the calendar address'],
      ['/huge', 'The calendar is larger than 5 MB'],
      ['/hop/4/private-other-0000', 'The calendar address redirects more than 3 times'],
    ] as const) {
      const res = await call('PUT', url, headers, { address: `${ics.origin}${path}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'RULE_BROKEN', message });
    }
    const refused = await call('PUT', url, headers, { address: 'ftp://calendar.example.test/basic.ics' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('The calendar address must start with https://');
    expect((await call('GET', url, headers)).json().connected).toBe(false);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.interviewerId, ian.id))).toEqual(
      [],
    );
  });

  it('is replaced by another address and disconnected with its busy times, by staff for anyone', async () => {
    const { headers } = await t.signIn('admin');
    const ian = await createInterviewer(t.db);
    const url = `/api/interviewers/${ian.id}/calendar`;
    await call('PUT', url, headers, { address: `${ics.origin}/cal/private-5f3a9c1e7b2d` });
    const replaced = await call('PUT', url, headers, { address: `${ics.origin}/cal/private-other-0000` });
    expect(replaced.json()).toMatchObject({ address_hint: '127.0.0.1 …0000', busy_count: 1 });

    expect((await call('DELETE', url, headers)).statusCode).toBe(204);
    expect((await call('GET', url, headers)).json()).toMatchObject({ connected: false, busy_count: 0 });
    expect(await t.db.select().from(calendarBusy).where(eq(calendarBusy.interviewerId, ian.id))).toEqual([]);
    expect((await call('DELETE', url, headers)).statusCode).toBe(204);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, ian.id))).map(
      (r) => r.action,
    );
    expect(actions.filter((a) => a.startsWith('interviewer.calendar'))).toEqual([
      'interviewer.calendar.connect',
      'interviewer.calendar.connect',
      'interviewer.calendar.disconnect',
    ]);
  });

  it("answers 404 to an interviewer for anyone else's calendar, and 401 without a session", async () => {
    const { headers } = await t.signIn('interviewer');
    const other = await createInterviewer(t.db);
    const url = `/api/interviewers/${other.id}/calendar`;
    const fetchedBefore = ics.hits.get('/cal/private-other-0000') ?? 0;
    expect((await call('GET', url, headers)).statusCode).toBe(404);
    const put = await call('PUT', url, headers, { address: `${ics.origin}/cal/private-other-0000` });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', url, headers)).statusCode).toBe(404);
    expect((await call('GET', url, {})).statusCode).toBe(401);
    // Refused before anything was fetched.
    expect(ics.hits.get('/cal/private-other-0000') ?? 0).toBe(fetchedBefore);
  });
});
