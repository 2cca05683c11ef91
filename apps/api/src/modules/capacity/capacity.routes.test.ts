import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingParties } from '../../../test/booking-parties';
import { createCandidate, createInterview, createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { calendarBusy, calendarFeeds, interviewEvents } from '../../db/schema/index';

const DAY = 86_400_000;

/** Monday 00:00 UTC at least a week ahead, so the notice never gets in the way. */
function mondayAhead(): Date {
  const date = new Date(Date.now() + 7 * DAY);
  date.setUTCHours(0, 0, 0, 0);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
const at = (monday: Date, day: number, clock: string) =>
  new Date(`${new Date(monday.getTime() + day * DAY).toISOString().slice(0, 10)}T${clock}:00Z`);
const hhmm = (iso: string) => iso.slice(11, 16);

/** Weekdays 09:00–12:00 UTC, 15 minutes' buffer. */
const mornings = (fields: object = {}) => ({
  timezone: 'UTC',
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '12:00' }] })),
  time_off: [],
  notice_hours: 12,
  buffer_minutes: 15,
  max_per_day: null,
  max_per_week: null,
  ...fields,
});

describe('free time for scheduling', () => {
  const t = useTestApp();

  async function staffWith(availability?: object) {
    const { headers } = await t.signIn('admin');
    const parties = await createBookingParties(t.db);
    if (availability) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/interviewers/${parties.interviewer.id}/availability`,
        headers,
        payload: availability,
      });
      expect(saved.statusCode).toBe(200);
    }
    return { headers, ...parties };
  }

  const book = (
    headers: object,
    parties: { interviewer: { id: number }; job: { id: number }; candidate: { id: number } },
    date: Date,
    extra: object = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: headers as Record<string, string>,
      payload: {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: date.toISOString(),
        duration: 60,
        timezone: 'UTC',
        ...extra,
      },
    });

  const slotsUrl = (id: number, from: Date, to: Date, extra = '') =>
    `/api/interviewers/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&timezone=UTC${extra}`;

  it("offers the interviewer's availability minus their interviews with the buffer, and minus the candidate's", async () => {
    const { headers, interviewer, candidate } = await staffWith(mornings());
    const monday = mondayAhead();
    await createInterview(t.db, {
      interviewerId: interviewer.id,
      date: at(monday, 0, '10:00'),
      duration: 30,
    });
    await createInterview(t.db, { candidateId: candidate.id, date: at(monday, 0, '11:00'), duration: 30 });
    const from = monday;
    const to = new Date(monday.getTime() + DAY);

    const res = await t.app.inject({ method: 'GET', url: slotsUrl(interviewer.id, from, to), headers });
    expect(res.statusCode).toBe(200);
    // 10:00–10:30 is taken and 15 minutes kept on both sides: 09:30 and 10:30 cannot start an hour-long slot.
    expect(res.json()).toMatchObject({
      interviewer_id: interviewer.id,
      interviewer_timezone: 'UTC',
      availability_set: true,
      calendar_state: null,
    });
    expect(res.json().slots.map(hhmm)).toEqual(['11:00']);

    const halfHours = await t.app.inject({
      method: 'GET',
      url: slotsUrl(interviewer.id, from, to, '&duration=30'),
      headers,
    });
    expect(halfHours.json().slots.map(hhmm)).toEqual(['09:00', '11:00', '11:30']);
    // The candidate's interview at 11:00 takes 11:00 and, with the gap kept, 11:30.
    const withCandidate = await t.app.inject({
      method: 'GET',
      url: slotsUrl(interviewer.id, from, to, `&duration=30&candidate_id=${candidate.id}`),
      headers,
    });
    expect(withCandidate.json().slots.map(hhmm)).toEqual(['09:00']);
  });

  it("keeps to the agency's working hours and the scheduler's half hours for an interviewer without availability", async () => {
    const { headers, interviewer } = await staffWith();
    const monday = mondayAhead();
    const res = await t.app.inject({
      method: 'GET',
      url: slotsUrl(interviewer.id, monday, new Date(monday.getTime() + DAY)),
      headers,
    });
    const slots: string[] = res.json().slots;
    expect(res.json().availability_set).toBe(false);
    expect(slots.map(hhmm)[0]).toBe('08:00');
    expect(slots.map(hhmm).at(-1)).toBe('21:30');
    expect(slots).toHaveLength(28);
  });

  it('refuses a bad window, an unknown interviewer, and interviewers', async () => {
    const { headers, interviewer } = await staffWith();
    const now = new Date();
    const bad = [
      slotsUrl(interviewer.id, now, new Date(now.getTime() - DAY)),
      slotsUrl(interviewer.id, now, new Date(now.getTime() + 40 * DAY)),
      `/api/interviewers/${interviewer.id}/slots?from=today&to=tomorrow`,
      `${slotsUrl(interviewer.id, now, new Date(now.getTime() + DAY))}&timezone=Mars/Olympus`,
    ];
    for (const url of bad) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(400);
    }
    const unknown = slotsUrl(999_999, now, new Date(now.getTime() + DAY));
    expect((await t.app.inject({ method: 'GET', url: unknown, headers })).statusCode).toBe(404);
    const asInterviewer = await t.signIn('interviewer');
    const url = slotsUrl(interviewer.id, now, new Date(now.getTime() + DAY));
    expect((await t.app.inject({ method: 'GET', url, headers: asInterviewer.headers })).statusCode).toBe(403);
  });

  describe('booking re-checks the time', () => {
    it('answers 409 with what is wrong and the next free slots, and books with a reason, recorded', async () => {
      const parties = await staffWith(mornings());
      const monday = mondayAhead();
      const refused = await book(parties.headers, parties, at(monday, 0, '14:00'));
      expect(refused.statusCode).toBe(409);
      const { error } = refused.json();
      expect(error.message).toBe(`That time is outside ${parties.interviewer.name}'s availability`);
      expect(error.details).toMatchObject({ overridable: true });
      expect(error.details.next_free.map((iso: string) => iso.slice(0, 16))).toEqual([
        at(monday, 1, '09:00').toISOString().slice(0, 16),
        at(monday, 1, '09:30').toISOString().slice(0, 16),
        at(monday, 1, '10:00').toISOString().slice(0, 16),
        at(monday, 1, '10:30').toISOString().slice(0, 16),
        at(monday, 1, '11:00').toISOString().slice(0, 16),
      ]);

      const booked = await book(parties.headers, parties, at(monday, 0, '14:00'), {
        override_reason: 'She agreed on the phone',
      });
      expect(booked.statusCode).toBe(201);
      const [event] = await t.db
        .select()
        .from(interviewEvents)
        .where(eq(interviewEvents.interviewId, booked.json().id));
      expect(event?.reason).toBe(
        `Booked despite: That time is outside ${parties.interviewer.name}'s availability. Reason: She agreed on the phone`,
      );
    });

    it('counts the weekly cap, and a reschedule is checked the same way without counting itself', async () => {
      const parties = await staffWith(mornings({ max_per_week: 1 }));
      const monday = mondayAhead();
      const first = await book(parties.headers, parties, at(monday, 0, '09:00'));
      expect(first.statusCode).toBe(201);
      const candidate = await createCandidate(t.db);
      const second = await book(parties.headers, { ...parties, candidate }, at(monday, 2, '09:00'));
      expect(second.statusCode).toBe(409);
      expect(second.json().error.details.problems).toEqual([
        {
          kind: 'week_cap',
          message: `${parties.interviewer.name} already has 1 interviews that week, their weekly cap`,
        },
      ]);
      // Next week is free again.
      expect(second.json().error.details.next_free[0]).toBe(at(monday, 7, '09:00').toISOString());

      const move = (date: Date, extra: object = {}) =>
        t.app.inject({
          method: 'POST',
          url: `/api/interviews/${first.json().id}/reschedule`,
          headers: parties.headers,
          payload: { date: date.toISOString(), duration: 60, timezone: 'UTC', ...extra },
        });
      expect((await move(at(monday, 3, '10:00'))).statusCode).toBe(200);
      const outside = await move(at(monday, 3, '15:00'));
      expect(outside.statusCode).toBe(409);
      expect(outside.json().error.details.problems[0].kind).toBe('outside_availability');
      expect((await move(at(monday, 3, '15:00'), { override_reason: 'Client asked' })).statusCode).toBe(200);
    });

    it('lets only one of two bookings racing for the last place of a day through', async () => {
      const parties = await staffWith(mornings({ max_per_day: 1 }));
      const monday = mondayAhead();
      const other = await createCandidate(t.db);
      const results = await Promise.all([
        book(parties.headers, parties, at(monday, 1, '09:00')),
        book(parties.headers, { ...parties, candidate: other }, at(monday, 1, '11:00')),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
  });

  it('never offers nor books a time their own calendar says is busy, even with a reason; a stale calendar still counts', async () => {
    const parties = await staffWith(mornings());
    const monday = mondayAhead();
    await t.db.insert(calendarFeeds).values({
      interviewerId: parties.interviewer.id,
      addressSealed: 'sealed',
      addressHint: 'calendar.example.test …abcd',
      lastAttemptAt: new Date(Date.now() - 3 * 3_600_000),
      lastSuccessAt: new Date(Date.now() - 3 * 3_600_000),
    });
    await t.db.insert(calendarBusy).values({
      interviewerId: parties.interviewer.id,
      startsAt: at(monday, 0, '09:00'),
      endsAt: at(monday, 0, '10:00'),
    });
    const slots = await t.app.inject({
      method: 'GET',
      url: slotsUrl(parties.interviewer.id, monday, new Date(monday.getTime() + DAY)),
      headers: parties.headers,
    });
    expect(slots.json()).toMatchObject({ calendar_state: 'stale' });
    // 09:00–10:00 is busy and 15 minutes kept after it.
    expect(slots.json().slots.map(hhmm)).toEqual(['10:30', '11:00']);

    const refused = await book(parties.headers, parties, at(monday, 0, '09:00'), {
      override_reason: 'Urgent',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: `${parties.interviewer.name}'s calendar is busy at that time`,
      details: { overridable: false },
    });
    expect(refused.json().error.details.next_free[0]).toBe(at(monday, 0, '10:30').toISOString());
  });

  describe('find a time', () => {
    it('lists the earliest free slots of the best matches first, three per interviewer at most', async () => {
      const { headers } = await t.signIn('recruiter');
      const parties = await createBookingParties(t.db, {
        job: { technologies: [`Elixir${Date.now()}`, 'Gleam'] },
      });
      const tech = parties.job.technologies;
      const admin = await t.signIn('admin');
      const setUp = async (stack: string[], clock: string) => {
        const person = await createInterviewer(t.db, { techStack: stack });
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/interviewers/${person.id}/availability`,
          headers: admin.headers,
          payload: mornings({
            weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start: clock, end: '12:00' }] })),
          }),
        });
        expect(res.statusCode).toBe(200);
        return person;
      };
      const best = await setUp(tech, '11:00');
      const other = await setUp(tech, '10:00');
      const half = await setUp([tech[0] ?? ''], '09:00');

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/interviews/find-a-time?job_id=${parties.job.id}&candidate_id=${parties.candidate.id}&timezone=UTC`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      const rows: { interviewer: { id: number }; score: number; start: string }[] = res.json().data;
      const ids = [best.id, other.id, half.id];
      expect(rows.every((row) => ids.includes(row.interviewer.id))).toBe(true);
      expect(rows).toHaveLength(9);
      expect(rows.slice(0, 6).every((row) => row.score === 100)).toBe(true);
      expect(rows.slice(6).every((row) => row.interviewer.id === half.id && row.score === 50)).toBe(true);
      for (const id of ids) expect(rows.filter((row) => row.interviewer.id === id)).toHaveLength(3);
      const starts = rows.slice(0, 6).map((row) => row.start);
      expect(starts).toEqual([...starts].sort());

      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/interviews/find-a-time?job_id=999999',
        headers,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
