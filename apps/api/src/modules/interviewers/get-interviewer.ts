import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { interviewerScopeFor } from './interviewer-dto';
import { findInterviewerById, type InterviewerRow } from './interviewers.repository';

export const INTERVIEWER_NOT_FOUND = 'Interviewer not found';

/** One interviewer the actor may see; another interviewer's record answers 404 so ids cannot be probed. */
export async function getInterviewer(options: { db: Db; actor: Actor; id: number }): Promise<InterviewerRow> {
  const row = await findInterviewerById(options.db, options.id, interviewerScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', INTERVIEWER_NOT_FOUND);
  return row;
}
