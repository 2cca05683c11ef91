import { type InterviewerRatesUpdate, interviewerRatesUpdateSchema } from '@interview-hub/contracts/rates';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { INTERVIEWER_NOT_FOUND } from './get-interviewer';
import { toInterviewerDto } from './interviewer-dto';
import { findInterviewerById, type InterviewerRow, updateInterviewerRow } from './interviewers.repository';

/**
 * Sets the interviewer's hourly pay per position level (issue 21), replacing the previous ones; a level left
 * out pays the interviewer's price. Staff only: an interviewer reads their own rates and never sets them.
 */
export async function setInterviewerRates(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: InterviewerRatesUpdate;
}): Promise<InterviewerRow> {
  const { level_rates } = interviewerRatesUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findInterviewerById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', INTERVIEWER_NOT_FOUND);
    const after = await updateInterviewerRow(tx, before.id, { levelRates: level_rates });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'interviewer.rates',
      entity: 'interviewer',
      entityId: before.id,
      before: toInterviewerDto(before),
      after: toInterviewerDto(after),
    });
    return after;
  });
}
