import {
  DUPLICATE_INTERVIEWER_EMAIL,
  type InterviewerInput,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { INTERVIEWER_NOT_FOUND } from './get-interviewer';
import { interviewerColumns, toInterviewerDto } from './interviewer-dto';
import {
  findInterviewerByEmail,
  findInterviewerById,
  type InterviewerRow,
  isUniqueViolation,
  updateInterviewerRow,
} from './interviewers.repository';

/**
 * Saves the interviewer page's edit. Fields left out keep their value; the rating is read-only. Moving to an
 * e-mail another interviewer has answers 409.
 */
export async function updateInterviewer(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: InterviewerInput;
}): Promise<InterviewerRow> {
  const input = interviewerInputSchema.parse(options.input);
  try {
    return await options.db.transaction(async (tx) => {
      const before = await findInterviewerById(tx, options.id);
      if (!before) throw new AppError('NOT_FOUND', INTERVIEWER_NOT_FOUND);
      const sameEmail = await findInterviewerByEmail(tx, input.email);
      if (sameEmail && sameEmail.id !== before.id)
        throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
      const after = await updateInterviewerRow(tx, before.id, interviewerColumns(input));
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'interviewer.update',
        entity: 'interviewer',
        entityId: before.id,
        before: toInterviewerDto(before),
        after: toInterviewerDto(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
    throw error;
  }
}
