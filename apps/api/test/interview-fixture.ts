import type { Db } from '../src/db/client';
import { interviews } from '../src/db/schema/index';
import { createBookingParties } from './booking-parties';

/** A scheduled interview (in the past by default, as feedback follows the call) with its parties. */
export async function createInterviewFixture(
  db: Db,
  options: { interviewerEmail?: string; date?: Date; status?: 'scheduled' | 'completed' | 'cancelled' } = {},
) {
  const parties = await createBookingParties(
    db,
    options.interviewerEmail ? { interviewer: { email: options.interviewerEmail } } : {},
  );
  const [interview] = await db
    .insert(interviews)
    .values({
      date: options.date ?? new Date(Date.now() - 2 * 3600_000),
      duration: 60,
      status: options.status ?? 'scheduled',
      candidateId: parties.candidate.id,
      interviewerId: parties.interviewer.id,
      jobId: parties.job.id,
    })
    .returning();
  if (!interview) throw new Error('interview insert failed');
  return { ...parties, interview };
}
