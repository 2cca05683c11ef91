import { describe, expect, it } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { lastEmailTo } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

type BookingParties = Awaited<ReturnType<typeof createBookingParties>>;

describe('rescheduling, cancelling and reading interviews', () => {
  const t = useTestApp();

  /** Books a one-hour interview of these parties at `date` (ISO). */
  const book = (headers: { authorization: string }, parties: BookingParties, date: string) =>
    post('/api/interviews', headers, {
      interviewer_id: parties.interviewer.id,
      job_id: parties.job.id,
      candidate_id: parties.candidate.id,
      date,
      duration: 60,
      timezone: 'UTC',
    });
  async function bookedInterview(interviewerOverrides: object = {}) {
    const { headers } = await t.signIn('recruiter');
    const parties = await createBookingParties(t.db, { interviewer: interviewerOverrides });
    const res = await book(headers, parties, nextWeekdayAt(9).toISOString());
    expect(res.statusCode).toBe(201);
    return { headers, parties, interview: res.json() };
  }
  const post = (url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it('reschedules: new time, count + 1, history with both times, a new invite with a higher SEQUENCE', async () => {
    const { headers, parties, interview } = await bookedInterview();
    const newDate = nextWeekdayAt(14, 30, 3).toISOString();
    const res = await post(`/api/interviews/${interview.id}/reschedule`, headers, {
      date: newDate,
      duration: 90,
      timezone: 'UTC',
      reason: 'Interviewer travelling',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: newDate, duration: 90, reschedule_count: 1, status: 'scheduled' });
    expect(body.events[1]).toMatchObject({
      kind: 'rescheduled',
      from_date: interview.date,
      to_date: newDate,
      from_duration: 60,
      to_duration: 90,
      reason: 'Interviewer travelling',
    });
    const mail = await lastEmailTo(t.db, parties.interviewer.email);
    expect(mail?.subject).toContain('Interview rescheduled');
    expect(mail?.attachments?.[0]?.content).toContain('SEQUENCE:1');
  });

  it('applies the booking rules to a reschedule', async () => {
    const { headers, interview } = await bookedInterview();
    const res = await post(`/api/interviews/${interview.id}/reschedule`, headers, {
      date: nextWeekdayAt(23).toISOString(),
      duration: 60,
      timezone: 'UTC',
    });
    expect(res.statusCode).toBe(422);
    expect(
      (await post(`/api/interviews/${interview.id}/reschedule`, headers, { date: 'tomorrow', duration: 60 }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a reschedule onto another interview (409 naming it), never counting the interview itself', async () => {
    const { headers, parties, interview } = await bookedInterview();
    const laterDate = nextWeekdayAt(11).toISOString();
    const later = await book(headers, parties, laterDate);
    expect(later.statusCode).toBe(201);
    const longer = { date: interview.date, duration: 120, timezone: 'UTC' };
    expect((await post(`/api/interviews/${interview.id}/reschedule`, headers, longer)).statusCode).toBe(200);
    const clash = await post(`/api/interviews/${interview.id}/reschedule`, headers, {
      date: nextWeekdayAt(10, 30).toISOString(),
      duration: 60,
      timezone: 'UTC',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details.conflicts).toEqual([
      {
        id: later.json().id,
        date: laterDate,
        duration: 60,
        with: 'interviewer',
        candidate_name: parties.candidate.name,
        interviewer_name: parties.interviewer.name,
      },
    ]);
  });

  it('cancels for good: a cancel invite goes out and later changes answer 409', async () => {
    const { headers, parties, interview } = await bookedInterview();
    const res = await post(`/api/interviews/${interview.id}/cancel`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const mail = await lastEmailTo(t.db, parties.interviewer.email);
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect((await post(`/api/interviews/${interview.id}/cancel`, headers)).statusCode).toBe(409);
    const again = await post(`/api/interviews/${interview.id}/reschedule`, headers, {
      date: nextWeekdayAt(11).toISOString(),
      duration: 60,
      timezone: 'UTC',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A cancelled interview cannot be rescheduled');
  });

  it('frees the slot of a cancelled interview', async () => {
    const { headers, parties, interview } = await bookedInterview();
    await post(`/api/interviews/${interview.id}/cancel`, headers);
    const rebook = await post('/api/interviews', headers, {
      interviewer_id: parties.interviewer.id,
      job_id: parties.job.id,
      candidate_id: parties.candidate.id,
      date: interview.date,
      duration: 60,
      timezone: 'UTC',
    });
    expect(rebook.statusCode).toBe(201);
  });

  it('answers 404 for an unknown interview', async () => {
    const { headers } = await t.signIn('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/interviews/999999', headers })).statusCode).toBe(
      404,
    );
    expect((await post('/api/interviews/999999/cancel', headers)).statusCode).toBe(404);
  });

  it('shows interviewers only their own interviews (404 for another)', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const mine = await bookedInterview({ email: user.email.toUpperCase() });
    const theirs = await bookedInterview();
    const list = await t.app.inject({ method: 'GET', url: '/api/interviews?limit=200', headers });
    const ids = list.json().data.map((i: { id: number }) => i.id);
    expect(ids).toEqual([mine.interview.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/interviews/${mine.interview.id}`, headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/interviews/${theirs.interview.id}`, headers }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/interviews/${mine.interview.id}/cancel`, headers)).statusCode).toBe(403);
  });

  it('filters by position and status, sorts on list columns and pages', async () => {
    const { headers, parties, interview } = await bookedInterview();
    const byJob = await t.app.inject({
      method: 'GET',
      url: `/api/interviews?job_id=${parties.job.id}`,
      headers,
    });
    expect(byJob.json().data.map((i: { id: number }) => i.id)).toEqual([interview.id]);
    expect(byJob.json().meta).toMatchObject({ total: 1, page: 1 });
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/interviews?job_id=${parties.job.id}&status=cancelled`,
      headers,
    });
    expect(cancelled.json().meta.total).toBe(0);
    for (const sortBy of [
      'date',
      'candidate',
      'job_title',
      'interviewer',
      'duration',
      'reschedule_count',
      'status',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/interviews?sort_by=${sortBy}&sort_order=desc&limit=5`,
        headers,
      });
      expect(res.statusCode, sortBy).toBe(200);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/interviews?sort_by=secret', headers })).statusCode,
    ).toBe(400);
  });
});
