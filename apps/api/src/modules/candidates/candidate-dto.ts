import type { Candidate, CandidateDetail } from '@interview-hub/contracts/candidates';
import type { Actor } from '../../auth/actor';
import type { CandidateRow, CandidateScope } from './candidates.repository';

/** Interviewers see the candidates of their own interviews; admins and recruiters see all. */
export function candidateScopeFor(actor: Actor): CandidateScope {
  return actor.role === 'interviewer' ? { interviewerEmail: actor.email } : null;
}

export function toCandidateDto(row: CandidateRow): Candidate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    title: row.title,
    experience: row.experience,
    manatal_id: row.manatalId,
  };
}

export function toCandidateDetailDto(row: CandidateRow): CandidateDetail {
  return {
    ...toCandidateDto(row),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
