import { type InterviewerListQuery, interviewerListQuerySchema } from '@interview-hub/contracts/interviewers';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { totalFromPage } from '../../lib/total-from-page';
import { interviewerScopeFor, toInterviewerDto } from './interviewer-dto';
import { countInterviewers, selectInterviewersPage } from './interviewers.repository';

/**
 * One page of interviewers, searched by name, e-mail or tech stack and sorted in SQL; counted only when the page
 * is full.
 */
export async function listInterviewers(options: { db: Db; actor: Actor; query: InterviewerListQuery }) {
  const query = interviewerListQuerySchema.parse(options.query);
  const scope = interviewerScopeFor(options.actor);
  const rows = await selectInterviewersPage(options.db, query, scope);
  const total =
    totalFromPage({ page: query.page, limit: query.limit, rows: rows.length }) ??
    (await countInterviewers(options.db, query, scope));
  return { data: rows.map(toInterviewerDto), meta: pageMeta(query.page, query.limit, total) };
}
