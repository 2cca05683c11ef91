import {
  DUPLICATE_INTERVIEWER_EMAIL,
  type InterviewerInput,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { interviewerColumns, toInterviewerDto } from './interviewer-dto';
import {
  findInterviewerByEmail,
  type InterviewerRow,
  insertInterviewer,
  isUniqueViolation,
} from './interviewers.repository';

/**
 * Adds an interviewer; price 0 unless given (null leaves it unset). An e-mail already in use (any case) answers
 * 409.
 */
export async function createInterviewer(options: {
  db: Db;
  actor: Actor;
  input: InterviewerInput;
}): Promise<InterviewerRow> {
  const input = interviewerInputSchema.parse(options.input);
  try {
    return await options.db.transaction(async (tx) => {
      if (await findInterviewerByEmail(tx, input.email)) {
        throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
      }
      const row = await insertInterviewer(tx, {
        ...interviewerColumns(input),
        name: input.name,
        email: input.email,
      });
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'interviewer.create',
        entity: 'interviewer',
        entityId: row.id,
        after: toInterviewerDto(row),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
    throw error;
  }
}
