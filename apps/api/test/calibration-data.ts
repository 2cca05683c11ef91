import type { ClientDecision } from '@interview-hub/contracts/client-decisions';
import type { InterviewStatus } from '@interview-hub/contracts/interviews';
import type { Db } from '../src/db/client';
import { clientDecisionsTable, feedbacks } from '../src/db/schema/index';
import { createCandidate, createInterview, type TestInterviewer, type TestJob } from './factories';

const HOUR = 3_600_000;

/** Ten days ago at 10:00 UTC: inside the last 30 days in any zone, and long past. */
export const calibrationDay = (() => {
  const day = new Date(Date.now() - 10 * 24 * HOUR);
  day.setUTCHours(10, 0, 0, 0);
  return day;
})();

/** An interview of the interviewer on the position, ten days ago (or `date`), with nothing else. */
export async function interviewOn(
  db: Db,
  interviewer: TestInterviewer,
  job: TestJob,
  options: { status?: InterviewStatus; date?: Date } = {},
) {
  const candidate = await createCandidate(db);
  return createInterview(db, {
    interviewerId: interviewer.id,
    jobId: job.id,
    candidateId: candidate.id,
    date: options.date ?? calibrationDay,
    status: options.status ?? 'scheduled',
  });
}

/** A feedback's rating and recommendation (null: imported feedback without them), lateness and the client's decision. */
type Spec = { rating: number | null; pass: boolean | null; late?: boolean; decision?: ClientDecision };

/**
 * A completed interview with feedback: the rating, Pass or Fail, given 2 hours after the start (on time: the
 * factory's deadline is the end plus 24 hours) or 48 hours after (late), and the client's decision if any.
 */
export async function feedbackOn(db: Db, interviewer: TestInterviewer, job: TestJob, feedback: Spec) {
  const interview = await interviewOn(db, interviewer, job, { status: 'completed' });
  await db.insert(feedbacks).values({
    interviewId: interview.id,
    feedbackText: 'Calibration data',
    rating: feedback.rating,
    overallRecommendation: feedback.pass === null ? null : feedback.pass ? 'Pass' : 'Fail',
    createdAt: new Date(interview.date.getTime() + (feedback.late ? 48 : 2) * HOUR),
  });
  if (feedback.decision) {
    await db
      .insert(clientDecisionsTable)
      .values({ interviewId: interview.id, decision: feedback.decision, decidedOn: '2026-01-01' });
  }
}

/** `count` feedbacks alike, then the exceptions listed. */
export async function feedbacksOn(
  db: Db,
  interviewer: TestInterviewer,
  job: TestJob,
  specs: [count: number, spec: Spec][],
) {
  for (const [count, spec] of specs) {
    for (let i = 0; i < count; i++) await feedbackOn(db, interviewer, job, spec);
  }
}
