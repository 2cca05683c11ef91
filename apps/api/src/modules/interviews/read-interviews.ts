import {
  type InterviewDetail,
  type InterviewListParams,
  interviewListQuerySchema,
  type OverdueCount,
} from '@interview-hub/contracts/interviews';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { sharedRead } from '../../db/shared-reads';
import { AppError } from '../../lib/app-error';
import { findClientDecision } from '../client-decisions/client-decisions.repository';
import { interviewScopeFor, seesClientDecisions, toInterviewDto, toInterviewEventDto } from './interview-dto';
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
  const now = new Date();
  const recruiterId = params.mine ? options.actor.id : null;
  const filter = { params, matches, recruiterId, now };
  const [rows, total] = await Promise.all([
    selectInterviewPage(db, filter, scope),
    // The total depends on the filters and the scope only, not on the page or the order.
    sharedRead(db, `interviews:${JSON.stringify([scope, recruiterId, totalFilters(params)])}`, () =>
      countInterviews(db, filter, scope),
    ),
  ]);
  const withDecision = seesClientDecisions(options.actor);
  return {
    data: rows.map((row) => ({
      ...toInterviewDto(row, now),
      client_decision: withDecision ? row.clientDecision : null,
    })),
    meta: pageMeta(params.page, params.limit, total),
  };
}

function totalFilters(params: InterviewListParams) {
  const { page: _page, limit: _limit, sort_by: _sortBy, sort_order: _sortOrder, ...filters } = params;
  return filters;
}

/**
 * One interview with its history and, for staff, the client's decision; someone else's interview answers 404 to
 * an interviewer.
 */
export async function getInterview(options: { db: Db; actor: Actor; id: number }): Promise<InterviewDetail> {
  const row = await findInterviewRow(options.db, options.id, interviewScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', 'Interview not found');
  const events = await listInterviewEvents(options.db, options.id);
  const decision =
    seesClientDecisions(options.actor) && row.clientDecision
      ? await findClientDecision(options.db, options.id)
      : null;
  return { ...toInterviewDto(row), events: events.map(toInterviewEventDto), client_decision: decision };
}

/**
 * The sidebar's count of interviews whose feedback is overdue: a recruiter's own bookings, every one for an
 * admin (they are alerted last), an interviewer's own interviews.
 */
export async function countOverdue(options: { db: Db; actor: Actor }): Promise<OverdueCount> {
  const { actor } = options;
  const scope = interviewScopeFor(actor);
  const bookedByMe = actor.role === 'recruiter';
  const count = await countInterviews(
    options.db,
    {
      params: interviewListQuerySchema.parse({ overdue: 'true' }),
      matches: null,
      recruiterId: bookedByMe ? actor.id : null,
      now: new Date(),
    },
    scope,
  );
  return { count, scope: scope ? 'own' : bookedByMe ? 'booked_by_me' : 'all' };
}
