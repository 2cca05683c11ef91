import type { InterviewDetail, InterviewListParams } from '@interview-hub/contracts/interviews';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { sharedRead } from '../../db/shared-reads';
import { AppError } from '../../lib/app-error';
import { interviewScopeFor, toInterviewDto, toInterviewEventDto } from './interview-dto';
import { listInterviewEvents } from './interview-writes.repository';
import {
  countInterviews,
  findInterviewRow,
  findSearchMatches,
  selectInterviewPage,
} from './interviews.repository';

/** A page of interviews the caller may see, with everything the list shows joined in. */
export async function listInterviews(options: { db: Db; actor: Actor; params: InterviewListParams }) {
  const { db, params } = options;
  const scope = interviewScopeFor(options.actor);
  const matches = params.search ? await findSearchMatches(db, params.search) : null;
  if (matches && !matches.candidateIds.length && !matches.jobIds.length) {
    return { data: [], meta: pageMeta(params.page, params.limit, 0) };
  }
  const filter = { params, matches };
  const [rows, total] = await Promise.all([
    selectInterviewPage(db, filter, scope),
    // The total depends on the filters and the scope only, not on the page or the order.
    sharedRead(db, `interviews:${JSON.stringify([scope, totalFilters(params)])}`, () =>
      countInterviews(db, filter, scope),
    ),
  ]);
  return { data: rows.map(toInterviewDto), meta: pageMeta(params.page, params.limit, total) };
}

function totalFilters(params: InterviewListParams) {
  const { page: _page, limit: _limit, sort_by: _sortBy, sort_order: _sortOrder, ...filters } = params;
  return filters;
}

/** One interview with its history; someone else's interview answers 404 to an interviewer. */
export async function getInterview(options: { db: Db; actor: Actor; id: number }): Promise<InterviewDetail> {
  const row = await findInterviewRow(options.db, options.id, interviewScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', 'Interview not found');
  const events = await listInterviewEvents(options.db, options.id);
  return { ...toInterviewDto(row), events: events.map(toInterviewEventDto) };
}
