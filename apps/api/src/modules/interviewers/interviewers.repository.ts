import type { InterviewerListParams } from '@interview-hub/contracts/interviewers';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, interviewers, interviews, jobs } from '../../db/schema/index';
import { matchesSearch } from '../../db/search';
import { withoutFeedback } from '../interviews/interviews.repository';

export type InterviewerRow = typeof interviewers.$inferSelect;
export type NewInterviewer = typeof interviewers.$inferInsert;

/** Limits an interviewer to their own record (interviewer e-mail = user e-mail); null sees every record. */
export type InterviewerScope = { interviewerEmail: string } | null;

function scopeCondition(scope: InterviewerScope): SQL | undefined {
  return scope ? sql`lower(${interviewers.email}) = lower(${scope.interviewerEmail})` : undefined;
}

export async function findInterviewerById(
  db: Db,
  id: number,
  scope: InterviewerScope = null,
): Promise<InterviewerRow | null> {
  const [row] = await db
    .select()
    .from(interviewers)
    .where(and(eq(interviewers.id, id), scopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

/** E-mails identify interviewers regardless of case. */
export async function findInterviewerByEmail(db: Db, email: string): Promise<InterviewerRow | null> {
  const [row] = await db
    .select()
    .from(interviewers)
    .where(sql`lower(${interviewers.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function insertInterviewer(db: Db, values: NewInterviewer): Promise<InterviewerRow> {
  const [row] = await db.insert(interviewers).values(values).returning();
  if (!row) throw new Error('interviewer insert returned no row');
  return row;
}

export async function updateInterviewerRow(
  db: Db,
  id: number,
  values: Partial<NewInterviewer>,
): Promise<InterviewerRow> {
  const [row] = await db
    .update(interviewers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(interviewers.id, id))
    .returning();
  if (!row) throw new Error('interviewer update returned no row');
  return row;
}

export { isUniqueViolation } from '../../db/unique-violation';

type ListFilter = Pick<InterviewerListParams, 'search'>;

function listFilter(query: ListFilter, scope: InterviewerScope): SQL | undefined {
  const conditions = [scopeCondition(scope)];
  // Name, e-mail and every tag of the tech stack are lines of the folded search text.
  if (query.search) conditions.push(matchesSearch(interviewers.searchText, query.search));
  return and(...conditions);
}

/** NULL ratings and prices sort as PostgreSQL's default (last ascending, first descending) so the index serves both. */
const sortColumns = {
  name: interviewers.name,
  price: interviewers.price,
  rating: interviewers.rating,
} as const;

export async function selectInterviewersPage(
  db: Db,
  query: InterviewerListParams,
  scope: InterviewerScope,
): Promise<InterviewerRow[]> {
  const direction = query.sort_order === 'desc' ? desc : asc;
  return db
    .select()
    .from(interviewers)
    .where(listFilter(query, scope))
    .orderBy(direction(sortColumns[query.sort_by]), direction(interviewers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countInterviewers(db: Db, query: ListFilter, scope: InterviewerScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(interviewers).where(listFilter(query, scope));
  return row?.total ?? 0;
}

/** Every interview of one interviewer, latest first, flagged upcoming when its date is after now. */
export async function selectInterviewerInterviews(db: Db, interviewerId: number) {
  return db
    .select({
      id: interviews.id,
      date: interviews.date,
      duration: interviews.duration,
      status: interviews.status,
      cancelledBy: interviews.cancelledBy,
      cancelReason: interviews.cancelReason,
      outcomeNote: interviews.outcomeNote,
      outcomeLate: interviews.outcomeLate,
      feedbackDueAt: interviews.feedbackDueAt,
      hasFeedback: sql<boolean>`not ${withoutFeedback}`,
      upcoming: sql<boolean>`${interviews.date} > now()`,
      candidate: { id: candidates.id, name: candidates.name },
      job: { id: jobs.id, title: jobs.title },
    })
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(eq(interviews.interviewerId, interviewerId))
    .orderBy(desc(interviews.date), desc(interviews.id));
}
export type InterviewerInterviewRow = Awaited<ReturnType<typeof selectInterviewerInterviews>>[number];
