import { isValidTimeZone, slotProblem, type WorkingHours } from '@interview-hub/contracts/interview-slots';
import type { InterviewConflict } from '@interview-hub/contracts/interviews';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOverlappingInterviews, lockBookingParties } from './interview-writes.repository';

/**
 * Checks the time against the agency's working days and hours (settings) in the scheduler's time zone (the
 * agency's when the client sent none); throws 422 with the reason.
 */
export function assertBookableTime(date: Date, zone: string, hours: WorkingHours): void {
  if (!isValidTimeZone(zone)) throw new AppError('VALIDATION_FAILED', `Unknown time zone: ${zone}`);
  const problem = slotProblem(date, zone, new Date(), hours);
  if (problem) throw new AppError('RULE_BROKEN', problem);
}

/**
 * Inside the booking transaction: locks the interviewer and candidate, then refuses (409) a time that overlaps
 * another scheduled interview of either, unless the scheduler chose to book anyway.
 */
export async function assertNoConflict(
  tx: Db,
  options: {
    interviewerId: number;
    candidateId: number;
    start: Date;
    duration: number;
    excludeId?: number;
    allowConflict: boolean;
  },
): Promise<InterviewConflict[]> {
  await lockBookingParties(tx, options.interviewerId, options.candidateId);
  const overlapping = await findOverlappingInterviews(tx, options);
  const conflicts: InterviewConflict[] = overlapping.map((o) => ({
    id: o.id,
    date: o.date.toISOString(),
    duration: o.duration,
    with: o.interviewerId === options.interviewerId ? 'interviewer' : 'candidate',
    candidate_name: o.candidateName,
    interviewer_name: o.interviewerName,
  }));
  if (conflicts.length && !options.allowConflict) {
    const first = conflicts[0];
    const who =
      first?.with === 'interviewer'
        ? `${first.interviewer_name} already has`
        : `${first?.candidate_name} already has`;
    throw new AppError('CONFLICT', `${who} an interview at that time`, { conflicts });
  }
  return conflicts;
}
