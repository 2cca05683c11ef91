import { type InterviewConflict, interviewConflictSchema } from '@interview-hub/contracts/interviews';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

const conflictDetailsSchema = z.object({ conflicts: z.array(interviewConflictSchema).min(1) });

/** The interviews a 409 on booking or rescheduling collides with, or null for any other failure. */
export function readConflicts(error: unknown): InterviewConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = conflictDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.conflicts : null;
}
