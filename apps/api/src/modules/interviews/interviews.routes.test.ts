import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { lastEmailTo } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { interviewEvents } from '../../db/schema/index';

describe('/api/interviews', () => {
  const t = useTestApp();
  const book = async (headers: { authorization: string }, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: headers as Record<string, string>,
      payload,
    });
  const baseBooking = async (overrides: object = {}) => {
    const parties = await createBookingParties(t.db);
    return {
      parties,
      payload: {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: nextWeekdayAt(10).toISOString(),
        duration: 60,
        timezone: 'UTC',
        ...overrides,
      },
    };
  };

  it('schedules an interview for the caller with links, the job template and a sanitised note', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const { parties, payload } = await baseBooking({
      recruiter_notes: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    const res = await book(headers, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'scheduled',
      duration: 60,
      reschedule_count: 0,
      recruiter: { id: user.id },
      candidate: { id: parties.candidate.id, name: parties.candidate.name },
      interviewer: { id: parties.interviewer.id, email: parties.interviewer.email },
      job: { id: parties.job.id, client: { name: parties.client.name } },
    });
    expect(body.recruiter_notes).toBe('<p>Hi</p>');
    expect(body.call_link).toMatch(/^https:\/\/meet\.jit\.si\/InterviewHub-\w+$/);
    expect(body.feedback_form_link).toBe(`${t.config.appUrl}/feedback/form/type2/${body.id}`);
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual(['created']);
  });

  it("answers the interviewer's time zone with the interview, so screens can show their local time", async () => {
    const { headers } = await t.signIn('recruiter');
    const parties = await createBookingParties(t.db, { interviewer: { timezone: 'Asia/Kolkata' } });
    const created = await book(headers, {
      interviewer_id: parties.interviewer.id,
      job_id: parties.job.id,
      candidate_id: parties.candidate.id,
      date: nextWeekdayAt(10).toISOString(),
      duration: 60,
      timezone: 'UTC',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/interviews/${created.json().id}`, headers });
    expect(res.json().interviewer).toEqual({
      id: parties.interviewer.id,
      name: parties.interviewer.name,
      email: parties.interviewer.email,
      timezone: 'Asia/Kolkata',
    });
  });

  it('e-mails the interviewer a calendar invite', async () => {
    const { headers } = await t.signIn('admin');
    const { parties, payload } = await baseBooking();
    const created = (await book(headers, payload)).json();
    const mail = await lastEmailTo(t.db, parties.interviewer.email);
    expect(mail?.subject).toContain('Interview scheduled');
    const ics = mail?.attachments?.[0]?.content ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:interview-${created.id}@`);
    expect(ics).toContain('SEQUENCE:0');
    expect(mail?.text).toContain(created.call_link);
  });

  it.each([
    [
      'a weekend day',
      {
        date: (() => {
          const d = nextWeekdayAt(10);
          d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
          return d.toISOString();
        })(),
      },
      'Interviews can only be booked on weekdays',
    ],
    [
      'the past',
      { date: new Date(Date.now() - 86_400_000).toISOString() },
      'The interview must be in the future',
    ],
    [
      'before 08:00',
      { date: nextWeekdayAt(7, 30).toISOString() },
      'Interviews start between 08:00 and 21:30',
    ],
    ['22:00', { date: nextWeekdayAt(22).toISOString() }, 'Interviews start between 08:00 and 21:30'],
    [
      'a time off the half hour',
      { date: nextWeekdayAt(10, 15).toISOString() },
      'Interviews start on the hour or half hour',
    ],
  ])('refuses %s with 422', async (_name, override, message) => {
    const { headers } = await t.signIn('recruiter');
    const { payload } = await baseBooking(override);
    const res = await book(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(message);
  });

  it('checks working hours in the scheduler time zone', async () => {
    const { headers } = await t.signIn('recruiter');
    // 07:00 UTC is 09:00 in Berlin in winter and 10:00 in summer: fine there, too early in UTC.
    const { payload } = await baseBooking({
      date: nextWeekdayAt(7).toISOString(),
      timezone: 'Europe/Berlin',
    });
    expect((await book(headers, payload)).statusCode).toBe(201);
    const { payload: bad } = await baseBooking({
      date: nextWeekdayAt(10).toISOString(),
      timezone: 'Mars/Olympus',
    });
    expect((await book(headers, bad)).statusCode).toBe(400);
  });

  it('refuses a duration that is not 30, 60, 90 or 120 minutes', async () => {
    const { headers } = await t.signIn('recruiter');
    const { payload } = await baseBooking({ duration: 45 });
    const res = await book(headers, payload);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown interviewer, position or candidate', async () => {
    const { headers } = await t.signIn('recruiter');
    const { payload } = await baseBooking();
    for (const field of ['interviewer_id', 'job_id', 'candidate_id']) {
      expect((await book(headers, { ...payload, [field]: 999_999 })).statusCode).toBe(404);
    }
  });

  it('answers 409 naming the collision when the interviewer is busy, and books on confirmation', async () => {
    const { headers } = await t.signIn('recruiter');
    const { parties, payload } = await baseBooking();
    expect((await book(headers, payload)).statusCode).toBe(201);
    const other = await createBookingParties(t.db);
    const overlapping = {
      ...payload,
      candidate_id: other.candidate.id,
      date: new Date(new Date(payload.date).getTime() + 30 * 60_000).toISOString(),
    };
    const refused = await book(headers, overlapping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.conflicts).toEqual([
      {
        id: expect.any(Number),
        date: payload.date,
        duration: 60,
        with: 'interviewer',
        candidate_name: parties.candidate.name,
        interviewer_name: parties.interviewer.name,
      },
    ]);
    const forced = await book(headers, { ...overlapping, allow_conflict: true });
    expect(forced.statusCode).toBe(201);
    const [created] = await t.db
      .select()
      .from(interviewEvents)
      .where(eq(interviewEvents.interviewId, forced.json().id));
    expect(created?.reason).toContain('Booked despite overlapping interview');
  });

  it('answers 409 when the candidate is busy, but not for back-to-back interviews', async () => {
    const { headers } = await t.signIn('recruiter');
    const { payload } = await baseBooking();
    expect((await book(headers, payload)).statusCode).toBe(201);
    const other = await createBookingParties(t.db);
    const sameCandidate = { ...payload, interviewer_id: other.interviewer.id };
    const refused = await book(headers, sameCandidate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.conflicts).toMatchObject([{ with: 'candidate' }]);
    const after = {
      ...sameCandidate,
      date: new Date(new Date(payload.date).getTime() + 60 * 60_000).toISOString(),
    };
    expect((await book(headers, after)).statusCode).toBe(201);
  });

  it('lets only recruiters and admins book (403 for interviewers)', async () => {
    const { headers } = await t.signIn('interviewer');
    const { payload } = await baseBooking();
    expect((await book(headers, payload)).statusCode).toBe(403);
  });
});
