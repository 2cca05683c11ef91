import type { InterviewStatus } from '@interview-hub/contracts/interviews';
import type { Db } from '../src/db/client';
import { createBookingParties } from './booking-parties';
import { createInterview } from './factories';

/** An interview (two hours ago by default, as feedback follows the call) with its parties. */
export async function createInterviewFixture(
  db: Db,
  options: { interviewerEmail?: string; date?: Date; status?: InterviewStatus; recruiterId?: number } = {},
) {
  const parties = await createBookingParties(
    db,
    options.interviewerEmail ? { interviewer: { email: options.interviewerEmail } } : {},
  );
  const interview = await createInterview(db, {
    date: options.date ?? new Date(Date.now() - 2 * 3600_000),
    status: options.status ?? 'scheduled',
    candidateId: parties.candidate.id,
    interviewerId: parties.interviewer.id,
    jobId: parties.job.id,
    recruiterId: options.recruiterId ?? null,
  });
  return { ...parties, interview };
}
