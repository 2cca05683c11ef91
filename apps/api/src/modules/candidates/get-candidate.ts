import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { candidateScopeFor } from './candidate-dto';
import { type CandidateRow, findCandidateById } from './candidates.repository';

/** The candidate screen's error text (spec §8). */
export const CANDIDATE_NOT_FOUND = 'Candidate not found';

/** One candidate the actor may see; a candidate outside an interviewer's interviews answers 404. */
export async function getCandidate(options: { db: Db; actor: Actor; id: number }): Promise<CandidateRow> {
  const row = await findCandidateById(options.db, options.id, candidateScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
  return row;
}
