import type { InterviewListParams } from '@interview-hub/contracts/interviews';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  candidates,
  clientDecisionsTable,
  clients,
  interviewers,
  interviews,
  jobs,
  templates,
  users,
} from '../../db/schema/index';
import { inIdOrder } from '../../lib/in-id-order';

const recruiter = alias(users, 'recruiter');

/** Every column the interview screens show, joined in one query. */
const interviewColumns = {
  interview: interviews,
  candidate: {
    id: candidates.id,
    name: candidates.name,
    title: candidates.title,
    location: candidates.location,
    email: candidates.email,
  },
  interviewer: {
    id: interviewers.id,
    name: interviewers.name,
    email: interviewers.email,
    timezone: interviewers.timezone,
  },
  recruiter: { id: recruiter.id, name: recruiter.name, email: recruiter.email },
  job: { id: jobs.id, title: jobs.title, postingLink: jobs.postingLink, templateId: jobs.templateId },
  client: { id: clients.id, name: clients.name, website: clients.website },
  template: { id: templates.id, name: templates.name },
  // At most one (a unique index): the feedback form and the screens link to it.
  feedbackId: sql<number | null>`(select f.id from feedbacks f where f.interview_id = "interviews"."id")`,
  // One at most (its key is the interview's): the list shows it beside each interview, for staff.
  clientDecision: clientDecisionsTable.decision,
};

function joined(db: Db) {
  return db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(recruiter, eq(recruiter.id, interviews.recruiterId))
    .leftJoin(templates, eq(templates.id, interviews.templateId))
    .leftJoin(clientDecisionsTable, eq(clientDecisionsTable.interviewId, interviews.id));
}

export type InterviewRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** Limits what an interviewer sees to their own interviews (interviewer e-mail = user e-mail). */
export type InterviewScope = { interviewerEmail: string } | null;

/** The interviewer's e-mail matches, case-insensitively; `email` is a value or a prepared statement's placeholder. */
function interviewerEmailIs(email: unknown): SQL {
  return sql`lower(${interviewers.email}) = lower(${email})`;
}

function scopeCondition(scope: InterviewScope): SQL | undefined {
  return scope ? interviewerEmailIs(scope.interviewerEmail) : undefined;
}

/** The candidates and positions a search names (candidate name, position title or client name contains it). */
export type SearchMatches = { candidateIds: number[]; jobIds: number[] };

/**
 * Looked up before the interviews query, not as subqueries of it: with the ids as values the planner sees how many
 * there are, so a rare name reads two small index ranges and a common one walks the date order. As subqueries it
 * guessed three quarters of all interviews every time and walked the whole date index for a rare name (450 ms on
 * PGlite at 100,000 interviews when nothing matched).
 */
export async function findSearchMatches(db: Db, search: string): Promise<SearchMatches> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [candidateRows, jobRows] = await Promise.all([
    db.select({ id: candidates.id }).from(candidates).where(ilike(candidates.name, pattern)),
    db
      .select({ id: jobs.id })
      .from(jobs)
      .leftJoin(clients, eq(clients.id, jobs.clientId))
      .where(or(ilike(jobs.title, pattern), ilike(clients.name, pattern))),
  ]);
  return { candidateIds: candidateRows.map((r) => r.id), jobIds: jobRows.map((r) => r.id) };
}

/**
 * The list's filters: the query's, the ids its search named (null without a search), the recruiter whose
 * bookings `mine` keeps, and the moment `overdue` is judged at.
 */
export type InterviewFilter = {
  params: InterviewListParams;
  matches: SearchMatches | null;
  recruiterId: number | null;
  now: Date;
};

/**
 * No feedback on the interview. The outer row is named in full: inside the subquery, Drizzle's unqualified "id"
 * (it leaves out the table in a one-table select) would be the feedback's own id.
 */
export const withoutFeedback = sql`not exists (select 1 from feedbacks f where f.interview_id = "interviews"."id")`;

/** Started, still expecting feedback, and none given yet. */
function awaitingFeedbackCondition(now: Date): SQL {
  return sql`(${interviews.status} in ('scheduled', 'completed') and ${interviews.date} <= ${now}
    and ${withoutFeedback})`;
}

/** Feedback overdue: the interview still expects it, its deadline has passed, and none was given. */
export function overdueCondition(now: Date): SQL {
  return sql`(${interviews.status} in ('scheduled', 'completed') and ${interviews.feedbackDueAt} < ${now}
    and ${withoutFeedback})`;
}

function searchCondition({ candidateIds, jobIds }: SearchMatches): SQL {
  // One array parameter each, however many ids: `in (…)` would bind one parameter per id.
  return sql`(${interviews.candidateId} = any(${sql.param(candidateIds)}::int[])
    or ${interviews.jobId} = any(${sql.param(jobIds)}::int[]))`;
}

function listConditions(filter: InterviewFilter, scope: InterviewScope): SQL | undefined {
  const { params, matches } = filter;
  const conditions = [scopeCondition(scope)];
  if (filter.recruiterId !== null) conditions.push(eq(interviews.recruiterId, filter.recruiterId));
  if (params.overdue) conditions.push(overdueCondition(filter.now));
  if (params.awaiting_feedback) conditions.push(awaitingFeedbackCondition(filter.now));
  if (params.no_template) conditions.push(isNull(interviews.templateId));
  if (params.job_id) conditions.push(eq(interviews.jobId, params.job_id));
  if (params.interviewer_id) conditions.push(eq(interviews.interviewerId, params.interviewer_id));
  if (params.candidate_id) conditions.push(eq(interviews.candidateId, params.candidate_id));
  if (params.status?.length) conditions.push(inArray(interviews.status, params.status));
  if (params.date_from) conditions.push(gte(interviews.date, new Date(params.date_from)));
  if (params.date_to) conditions.push(lte(interviews.date, new Date(params.date_to)));
  if (matches) conditions.push(searchCondition(matches));
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const sortColumns = {
  date: interviews.date,
  candidate: candidates.name,
  job_title: jobs.title,
  interviewer: interviewers.name,
  duration: interviews.duration,
  reschedule_count: interviews.rescheduleCount,
  status: interviews.status,
  feedback_due_at: interviews.feedbackDueAt,
} as const;

function pageOrder(params: InterviewListParams) {
  const direction = params.sort_order === 'desc' ? desc : asc;
  return [direction(sortColumns[params.sort_by]), direction(interviews.id)];
}

/**
 * The ids of one page, joining only the tables its filter and sort read. The other joins of the list cannot drop
 * a row (each is a non-null foreign key or a left join), so the page is the same; but OFFSET now skips index
 * entries instead of fully joined rows: page 2,500 of 100,000 interviews took 800 ms, it takes a few.
 */
function pageIds(db: Db, filter: InterviewFilter, scope: InterviewScope) {
  const { params } = filter;
  let query = db.select({ id: interviews.id }).from(interviews).$dynamic();
  if (scope || params.sort_by === 'interviewer') {
    query = query.innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId));
  }
  if (params.sort_by === 'candidate')
    query = query.innerJoin(candidates, eq(candidates.id, interviews.candidateId));
  if (params.sort_by === 'job_title') query = query.innerJoin(jobs, eq(jobs.id, interviews.jobId));
  return query
    .where(listConditions(filter, scope))
    .orderBy(...pageOrder(params))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
}

/** The rows of a page, by id, in one prepared statement whose text never varies. */
const interviewRowsByIds = preparedFor((db) =>
  joined(db)
    .where(sql`${interviews.id} = any(${sql.placeholder('ids')})`)
    .prepare('interview_rows_by_ids'),
);

/**
 * Two statements: the page's ids (its text varies with the filters and the order, and it plans in well under a
 * millisecond), then the seven-table join for those ids, prepared once, put back in the ids' order. Planning that
 * join afresh cost 3–4 ms a request, against 1 ms to run it.
 */
export async function selectInterviewPage(db: Db, filter: InterviewFilter, scope: InterviewScope) {
  const ids = (await pageIds(db, filter, scope)).map((row) => row.id);
  if (!ids.length) return [];
  return inIdOrder(ids, await interviewRowsByIds(db).execute({ ids }), (row) => row.interview.id);
}

export async function countInterviews(
  db: Db,
  filter: InterviewFilter,
  scope: InterviewScope,
): Promise<number> {
  const query = db.select({ total: count() }).from(interviews);
  const where = listConditions(filter, scope);
  const [row] = await (scope
    ? query.innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    : query
  ).where(where);
  return row?.total ?? 0;
}

const interviewRowById = preparedFor((db) =>
  joined(db)
    .where(eq(interviews.id, sql.placeholder('id')))
    .limit(1)
    .prepare('interview_row_by_id'),
);
const scopedInterviewRowById = preparedFor((db) =>
  joined(db)
    .where(
      and(eq(interviews.id, sql.placeholder('id')), interviewerEmailIs(sql.placeholder('interviewerEmail'))),
    )
    .limit(1)
    .prepare('scoped_interview_row_by_id'),
);

export async function findInterviewRow(
  db: Db,
  id: number,
  scope: InterviewScope,
): Promise<InterviewRow | null> {
  const [row] = await (scope
    ? scopedInterviewRowById(db).execute({ id, interviewerEmail: scope.interviewerEmail })
    : interviewRowById(db).execute({ id }));
  return row ?? null;
}
