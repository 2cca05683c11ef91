import type { Workspace } from '@interview-hub/contracts/workspace';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterview } from '../../../test/factories';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { feedbacks, jobs } from '../../db/schema/index';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

describe("the interviewer's workspace", () => {
  const t = useTestApp();

  it('shows their upcoming interviews with the notes for interviewers, the feedback they owe and their history', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const mine = await createInterviewFixture(t.db, { interviewerEmail: user.email, date: at(20) });
    await t.db
      .update(jobs)
      .set({ noteForInterviewers: 'Ask about Kafka', internalNotes: 'Client pays late' })
      .where(eq(jobs.id, mine.job.id));
    const parties = {
      interviewerId: mine.interviewer.id,
      candidateId: mine.candidate.id,
      jobId: mine.job.id,
    };
    const owed = await createInterview(t.db, { ...parties, date: at(-30) });
    const owedLater = await createInterview(t.db, { ...parties, date: at(-3) });
    const reviewed = await createInterview(t.db, { ...parties, date: at(-50), status: 'completed' });
    await t.db.insert(feedbacks).values({ interviewId: reviewed.id, feedbackText: '{}' });
    const missed = await createInterview(t.db, { ...parties, date: at(-70), status: 'candidate_no_show' });
    await createInterviewFixture(t.db, { date: at(5) });

    const res = await t.app.inject({ method: 'GET', url: '/api/my-interviews', headers });
    expect(res.statusCode).toBe(200);
    const workspace: Workspace = res.json();
    expect(workspace.interviewer_id).toBe(mine.interviewer.id);
    expect(workspace.upcoming.map((i) => i.id)).toEqual([mine.interview.id]);
    expect(workspace.upcoming[0]?.note_for_interviewers).toBe('Ask about Kafka');
    expect(JSON.stringify(workspace)).not.toContain('Client pays late');
    expect(workspace.feedback_due.map((i) => i.id)).toEqual([owed.id, owedLater.id]);
    expect(workspace.feedback_due[0]).toMatchObject({ feedback_overdue: true });
    expect(workspace.recent.map((i) => i.id)).toEqual([owedLater.id, owed.id, reviewed.id, missed.id]);
    expect(workspace.reminders.map((r) => [r.interview_id, r.kind, r.channel])).toEqual([
      [owedLater.id, 'feedback_reminder', 'email'],
      [mine.interview.id, 'interviewer_before', 'email'],
      [mine.interview.id, 'feedback_reminder', 'email'],
      [mine.interview.id, 'feedback_reminder', 'email'],
    ]);
  });

  it('is empty for someone who interviews nobody', async () => {
    const { headers } = await t.signIn('recruiter');
    const res = await t.app.inject({ method: 'GET', url: '/api/my-interviews', headers });
    expect(res.json()).toEqual({
      interviewer_id: null,
      upcoming: [],
      feedback_due: [],
      recent: [],
      reminders: [],
    });
  });
});
