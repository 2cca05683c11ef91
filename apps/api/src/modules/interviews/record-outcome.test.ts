import {
  CANCEL_NOTE_REQUIRED,
  type InterviewDetail,
  noFeedbackReasons,
  OUTCOME_BEFORE_START,
} from '@interview-hub/contracts/interviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterview } from '../../../test/factories';
import { feedbackBody } from '../../../test/feedback-body';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { auditLog, feedbacks } from '../../db/schema/index';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('recording an outcome', () => {
  const t = useTestApp();
  const post = (url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
  const outcome = (headers: { authorization: string }, id: number, body: object) =>
    post(`/api/interviews/${id}/outcome`, headers, body);

  it('records a candidate no-show after the start, in the history and the audit, and then refuses feedback', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db);
    const res = await outcome(headers, interview.id, { outcome: 'candidate_no_show', note: 'Waited 15 min' });
    expect(res.statusCode).toBe(200);
    const detail: InterviewDetail = res.json();
    expect(detail).toMatchObject({
      status: 'candidate_no_show',
      cancellation: null,
      feedback_due_at: null,
      feedback_overdue: false,
    });
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'candidate_no_show',
      actor: { id: user.id },
      reason: 'Waited 15 min',
      late: false,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, interview.id));
    expect(audit.map((row) => row.action)).toContain('interview.outcome');

    const feedback = await post(`/api/interviews/${interview.id}/feedback`, headers, feedbackBody);
    expect(feedback.statusCode).toBe(409);
    expect(feedback.json().error.message).toBe(noFeedbackReasons.candidate_no_show);
  });

  it('lets a wrong outcome be corrected until feedback arrives, but not repeated', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await createInterviewFixture(t.db);
    expect((await outcome(headers, interview.id, { outcome: 'interviewer_no_show' })).statusCode).toBe(200);
    const again = await outcome(headers, interview.id, { outcome: 'interviewer_no_show' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The interview is already recorded as an interviewer no-show');
    const corrected = await outcome(headers, interview.id, { outcome: 'completed' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'completed', feedback_due_at: expect.any(String) });
    expect(corrected.json().events.map((e: { kind: string }) => e.kind)).toEqual([
      'interviewer_no_show',
      'completed',
    ]);
  });

  it('refuses an attendance outcome before the start, and anything on a cancelled interview', async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db, { date: hoursFromNow(3) });
    const early = await outcome(headers, interview.id, { outcome: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      message: OUTCOME_BEFORE_START,
      details: { starts_at: interview.date.toISOString() },
    });
    const cancelled = await outcome(headers, interview.id, {
      outcome: 'cancelled',
      cancelled_by: 'client',
      reason: 'position_closed',
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await outcome(headers, interview.id, { outcome: 'completed' });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('A cancelled interview cannot be changed');
  });

  it('marks a cancellation late inside the late window (24 h by default), not before it', async () => {
    const { headers } = await t.signIn('recruiter');
    const soon = await createInterviewFixture(t.db, { date: hoursFromNow(5) });
    const later = await createInterviewFixture(t.db, { date: hoursFromNow(72) });
    const body = { cancelled_by: 'candidate', reason: 'illness_or_emergency', note: 'Flu' };
    const late = await post(`/api/interviews/${soon.interview.id}/cancel`, headers, body);
    const inTime = await post(`/api/interviews/${later.interview.id}/cancel`, headers, body);
    expect(late.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'candidate', reason: 'illness_or_emergency', note: 'Flu', late: true },
      feedback_due_at: null,
    });
    expect(late.json().events.at(-1)).toMatchObject({
      kind: 'cancelled',
      cancelled_by: 'candidate',
      reason_code: 'illness_or_emergency',
      reason: 'Flu',
      late: true,
    });
    expect(inTime.json().cancellation).toMatchObject({ by: 'candidate', late: false });
  });

  it('reads the late window from the settings, without a restart', async () => {
    const { headers: admin } = await t.signIn('admin');
    const current = (await get('/api/settings', admin)).json().settings;
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin as Record<string, string>,
      payload: { ...current, late_window_hours: 96 },
    });
    const { interview } = await createInterviewFixture(t.db, { date: hoursFromNow(72) });
    const res = await post(`/api/interviews/${interview.id}/cancel`, admin, {
      cancelled_by: 'client',
      reason: 'schedule_conflict',
    });
    expect(res.json().cancellation.late).toBe(true);
  });

  it("cancels as the agency's, reason unknown, when the spec's call sends no body", async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db, { date: hoursFromNow(48) });
    const res = await post(`/api/interviews/${interview.id}/cancel`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().cancellation).toEqual({ by: 'agency', reason: 'unknown', note: null, late: true });
  });

  it('asks for a note when the reason is "other", and for a party and a listed reason', async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db);
    const other = await outcome(headers, interview.id, {
      outcome: 'cancelled',
      cancelled_by: 'agency',
      reason: 'other',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details).toEqual([{ path: 'note', message: CANCEL_NOTE_REQUIRED }]);
    for (const body of [
      { cancelled_by: 'nobody', reason: 'other', note: 'x' },
      { cancelled_by: 'agency', reason: 'unknown' },
      { outcome: 'vanished' },
    ]) {
      const res = await post(`/api/interviews/${interview.id}/cancel`, headers, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('lets an interviewer record an outcome for their own interview after its start only', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    const upcoming = await createInterview(t.db, {
      interviewerId: own.interviewer.id,
      date: hoursFromNow(30),
    });
    const someoneElses = await createInterviewFixture(t.db);
    expect((await outcome(headers, own.interview.id, { outcome: 'candidate_no_show' })).statusCode).toBe(200);
    const before = await outcome(headers, upcoming.id, {
      outcome: 'cancelled',
      cancelled_by: 'interviewer',
      reason: 'illness_or_emergency',
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe(OUTCOME_BEFORE_START);
    expect((await outcome(headers, someoneElses.interview.id, { outcome: 'completed' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/interviews/${own.interview.id}/cancel`, headers)).statusCode).toBe(403);
  });

  it('refuses an outcome once feedback completed the interview', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await createInterviewFixture(t.db);
    const feedback = await post(`/api/interviews/${interview.id}/feedback`, headers, feedbackBody);
    expect(feedback.statusCode).toBe(201);
    const res = await outcome(headers, interview.id, { outcome: 'candidate_no_show' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Feedback was submitted: the interview is completed');
  });
});

describe('the feedback deadline', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

  it('shows feedback overdue past the deadline, filters the list by it and counts it per role', async () => {
    const { user: rita, headers: recruiter } = await t.signIn('recruiter');
    const { user: ian, headers: interviewer } = await t.signIn('interviewer');
    const { headers: admin } = await t.signIn('admin');
    const overdue = await createInterviewFixture(t.db, {
      date: hoursFromNow(-30),
      recruiterId: rita.id,
      interviewerEmail: ian.email,
    });
    const someoneElses = await createInterviewFixture(t.db, { date: hoursFromNow(-50) });
    await createInterviewFixture(t.db, { date: hoursFromNow(-3), recruiterId: rita.id });
    await createInterviewFixture(t.db, { date: hoursFromNow(-40), status: 'candidate_no_show' });
    await createInterviewFixture(t.db, { date: hoursFromNow(-40), status: 'cancelled' });
    // A feedback whose own id equals its interview's: a subquery that compared with its own "id" would match it.
    const reviewed = await createInterviewFixture(t.db, { date: hoursFromNow(-40), status: 'completed' });
    await t.db
      .insert(feedbacks)
      .values({ id: reviewed.interview.id, interviewId: reviewed.interview.id, feedbackText: '{}' });

    const detail = (await get(`/api/interviews/${overdue.interview.id}`, recruiter)).json();
    expect(detail).toMatchObject({
      feedback_overdue: true,
      feedback_due_at: new Date(overdue.interview.date.getTime() + 25 * HOUR).toISOString(),
    });

    const all = (await get('/api/interviews?overdue=true', recruiter)).json();
    expect(all.data.map((i: { id: number }) => i.id).sort()).toEqual(
      [overdue.interview.id, someoneElses.interview.id].sort(),
    );
    const mine = (await get('/api/interviews?overdue=1&mine=1', recruiter)).json();
    expect(mine.data.map((i: { id: number }) => i.id)).toEqual([overdue.interview.id]);
    expect(mine.meta.total).toBe(1);

    expect((await get('/api/interviews/overdue-count', recruiter)).json()).toEqual({
      count: 1,
      scope: 'booked_by_me',
    });
    expect((await get('/api/interviews/overdue-count', admin)).json()).toEqual({ count: 2, scope: 'all' });
    expect((await get('/api/interviews/overdue-count', interviewer)).json()).toEqual({
      count: 1,
      scope: 'own',
    });
  });
});
