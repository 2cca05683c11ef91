import { describe, expect, it } from 'vitest';
import { createCandidate, createInterview, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);

describe('GET /api/interviewers/{id}/interviews', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('splits interviews into upcoming (soonest first) and historical (latest first)', async () => {
    const { headers } = await t.signIn('recruiter');
    const interviewer = await createInterviewer(t.db);
    const candidate = await createCandidate(t.db);
    const job = await createJob(t.db);
    const on = (date: Date, status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled') =>
      createInterview(t.db, {
        interviewerId: interviewer.id,
        candidateId: candidate.id,
        jobId: job.id,
        date,
        status,
        ...(status === 'cancelled' ? { cancelledBy: 'client', cancelReason: 'position_closed' } : {}),
      });
    const later = await on(hours(72));
    const soon = await on(hours(2));
    const lastWeek = await on(hours(-168), 'completed');
    const yesterday = await on(hours(-24), 'cancelled');
    const overdue = await on(hours(-48));
    await createInterview(t.db);

    const res = await get(`/api/interviewers/${interviewer.id}/interviews`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.upcoming.map((i: { id: number }) => i.id)).toEqual([soon.id, later.id]);
    expect(body.historical.map((i: { id: number }) => i.id)).toEqual([yesterday.id, overdue.id, lastWeek.id]);
    expect(body.upcoming[0]).toEqual({
      id: soon.id,
      date: soon.date.toISOString(),
      duration: 60,
      status: 'scheduled',
      candidate: { id: candidate.id, name: candidate.name },
      job: { id: job.id, title: job.title },
      cancellation: null,
      feedback_due_at: new Date(soon.date.getTime() + 25 * 3_600_000).toISOString(),
      feedback_overdue: false,
    });
    expect(body.historical[0]).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'client', reason: 'position_closed', late: false },
    });
    expect(body.historical[1]).toMatchObject({ id: overdue.id, feedback_overdue: true });
    // Recorded as completed, but still without feedback: it is owed too.
    expect(body.historical[2]).toMatchObject({ id: lastWeek.id, feedback_overdue: true });
  });

  it('answers empty lists for an interviewer without interviews and 404 for an unknown one', async () => {
    const { headers } = await t.signIn('admin');
    const interviewer = await createInterviewer(t.db);
    expect((await get(`/api/interviewers/${interviewer.id}/interviews`, headers)).json()).toEqual({
      upcoming: [],
      historical: [],
    });
    const missing = await get('/api/interviewers/999999/interviews', headers);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/interviewers/x/interviews', headers)).statusCode).toBe(400);
  });

  it("lets an interviewer read their own interviews but not another interviewer's", async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const other = await createInterviewer(t.db);
    const mine = await createInterview(t.db, { interviewerId: own.id });
    await createInterview(t.db, { interviewerId: other.id });
    const res = await get(`/api/interviewers/${own.id}/interviews`, headers);
    expect(res.json().upcoming.map((i: { id: number }) => i.id)).toEqual([mine.id]);
    expect((await get(`/api/interviewers/${other.id}/interviews`, headers)).statusCode).toBe(404);
  });
});
