import { CAPS_ARE_THE_AGENCYS } from '@interview-hub/contracts/availability';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

const week = {
  timezone: 'Asia/Kolkata',
  weekly: [
    {
      weekday: 1,
      ranges: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '18:30' },
      ],
    },
    { weekday: 3, ranges: [{ start: '10:00', end: '16:00' }] },
  ],
  time_off: [{ from: '2026-12-24', to: '2027-01-02' }],
  notice_hours: 24,
  buffer_minutes: 30,
  max_per_day: null,
  max_per_week: null,
};

describe("an interviewer's availability", () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'PUT', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('reads as not set at first, then as saved by the interviewer themself, in their zone, audited', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const me = await createInterviewer(t.db, { email: user.email });
    const url = `/api/interviewers/${me.id}/availability`;
    expect((await call('GET', url, headers)).json()).toMatchObject({
      is_set: false,
      weekly: [],
      notice_hours: 12,
    });

    const saved = await call('PUT', url, headers, week);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...week, is_set: true });
    expect((await call('GET', url, headers)).json()).toMatchObject({ ...week, is_set: true });
    const profile = await call('GET', `/api/interviewers/${me.id}`, headers);
    expect(profile.json().timezone).toBe('Asia/Kolkata');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, me.id));
    expect(audit.map((row) => row.action)).toContain('interviewer.availability');
  });

  it('keeps the caps to staff: an interviewer cannot change them, a recruiter can', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const me = await createInterviewer(t.db, { email: user.email });
    const url = `/api/interviewers/${me.id}/availability`;
    const refused = await call('PUT', url, headers, { ...week, max_per_week: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CAPS_ARE_THE_AGENCYS);
    const { headers: recruiter } = await t.signIn('recruiter');
    expect((await call('PUT', url, recruiter, { ...week, max_per_day: 2, max_per_week: 6 })).statusCode).toBe(
      200,
    );
    // The interviewer may still save the rest, with the caps as they are.
    const own = await call('PUT', url, headers, {
      ...week,
      notice_hours: 6,
      max_per_day: 2,
      max_per_week: 6,
    });
    expect(own.json()).toMatchObject({ notice_hours: 6, max_per_day: 2, max_per_week: 6 });
  });

  it("answers 404 for another interviewer's, and refuses bad hours with a clear message", async () => {
    const { headers } = await t.signIn('interviewer');
    const other = await createInterviewer(t.db);
    expect((await call('GET', `/api/interviewers/${other.id}/availability`, headers)).statusCode).toBe(404);
    const { headers: recruiter } = await t.signIn('recruiter');
    const url = `/api/interviewers/${other.id}/availability`;
    for (const [body, message] of [
      [{ ...week, timezone: 'Mars/Olympus' }, 'Time zone must be an IANA name such as Europe/Berlin'],
      [
        { ...week, weekly: [{ weekday: 1, ranges: [{ start: '12:00', end: '09:00' }] }] },
        'A time range must end after it starts',
      ],
      [
        { ...week, weekly: [{ weekday: 1, ranges: [{ start: '9:00', end: '12:00' }] }] },
        'Times are HH:MM, from 00:00 to 24:00',
      ],
      [
        { ...week, time_off: [{ from: '2027-01-02', to: '2026-12-24' }] },
        'Time off must end after it starts',
      ],
    ] as const) {
      const res = await call('PUT', url, recruiter, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
  });
});
