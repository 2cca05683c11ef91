import { type CandidateListQuery, candidateListQuerySchema } from '@interview-hub/contracts/candidates';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { totalFromPage } from '../../lib/total-from-page';
import { candidateScopeFor, toCandidateDto } from './candidate-dto';
import { countCandidates, selectCandidatesPage } from './candidates.repository';

/** One page of candidates, searched by name or e-mail and sorted in SQL; counted only when the page is full. */
export async function listCandidates(options: { db: Db; actor: Actor; query: CandidateListQuery }) {
  const query = candidateListQuerySchema.parse(options.query);
  const scope = candidateScopeFor(options.actor);
  const rows = await selectCandidatesPage(options.db, query, scope);
  const total =
    totalFromPage({ page: query.page, limit: query.limit, rows: rows.length }) ??
    (await countCandidates(options.db, query, scope));
  return { data: rows.map(toCandidateDto), meta: pageMeta(query.page, query.limit, total) };
}
