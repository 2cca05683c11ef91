import { type CandidateListQuery, candidateListQuerySchema } from '@interview-hub/contracts/candidates';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { candidateScopeFor, toCandidateDto } from './candidate-dto';
import { countCandidates, selectCandidatesPage } from './candidates.repository';

/** One page of candidates, searched by name or e-mail and sorted in SQL. */
export async function listCandidates(options: { db: Db; actor: Actor; query: CandidateListQuery }) {
  const query = candidateListQuerySchema.parse(options.query);
  const scope = candidateScopeFor(options.actor);
  const [rows, total] = await Promise.all([
    selectCandidatesPage(options.db, query, scope),
    countCandidates(options.db, query, scope),
  ]);
  return { data: rows.map(toCandidateDto), meta: pageMeta(query.page, query.limit, total) };
}
