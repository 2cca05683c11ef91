import {
  type CandidateUpdateInput,
  type CandidateUpdateValues,
  candidateUpdateSchema,
} from '@interview-hub/contracts/candidates';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { optionalRichText } from '../../lib/sanitize-html';
import { toCandidateDetailDto } from './candidate-dto';
import {
  type CandidateRow,
  findCandidateById,
  type NewCandidate,
  updateCandidateRow,
} from './candidates.repository';
import { CANDIDATE_NOT_FOUND } from './get-candidate';

/** The columns an edit sets: fields left out keep their value; notes are cleaned of scripts and styles. */
function candidateColumns(input: CandidateUpdateValues): Partial<NewCandidate> {
  const columns: Partial<NewCandidate> = { name: input.name };
  if (input.email !== undefined) columns.email = input.email;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.location !== undefined) columns.location = input.location;
  if (input.title !== undefined) columns.title = input.title;
  if (input.experience !== undefined) columns.experience = input.experience;
  if (input.notes !== undefined) columns.notes = optionalRichText(input.notes);
  return columns;
}

/** Saves the candidate screen's edit. */
export async function updateCandidate(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: CandidateUpdateInput;
}): Promise<CandidateRow> {
  const input = candidateUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findCandidateById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
    const after = await updateCandidateRow(tx, before.id, candidateColumns(input));
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'candidate.update',
      entity: 'candidate',
      entityId: before.id,
      before: toCandidateDetailDto(before),
      after: toCandidateDetailDto(after),
    });
    return after;
  });
}
