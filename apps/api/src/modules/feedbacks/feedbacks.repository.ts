import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { candidates, clients, feedbacks, interviewers, interviews, jobs, users } from '../../db/schema/index';
import { inIdOrder } from '../../lib/in-id-order';

export type FeedbackRow = typeof feedbacks.$inferSelect;
/** Interviewers read feedback on their own interviews only. */
export type FeedbackScope = { interviewerEmail: string } | null;

const columns = {
  feedback: feedbacks,
  author: { id: users.id, name: users.name },
  candidate: { id: candidates.id, name: candidates.name, title: candidates.title },
  interviewer: {
    id: interviewers.id,
    name: interviewers.name,
    email: interviewers.email,
    feedbackFolderId: interviewers.feedbackFolderId,
  },
  interview: { id: interviews.id, date: interviews.date, status: interviews.status },
  job: { id: jobs.id, title: jobs.title },
  client: { name: clients.name },
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(feedbacks)
    .innerJoin(interviews, eq(interviews.id, feedbacks.interviewId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(users, eq(users.id, feedbacks.authorId));
}
export type FeedbackListRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/**
 * An interviewer's scope as a condition on feedbacks alone (their interviews by e-mail), so the page's ids and
 * the count read only the feedbacks table and its indexes.
 */
function conditions(scope: FeedbackScope, interviewId?: number): SQL | undefined {
  return and(
    scope
      ? sql`${feedbacks.interviewId} in (select i.id from interviews i join interviewers iv on iv.id = i.interviewer_id where lower(iv.email) = lower(${scope.interviewerEmail}))`
      : undefined,
    interviewId ? eq(feedbacks.interviewId, interviewId) : undefined,
  );
}

/**
 * The page's ids first, from the feedbacks table alone; then the full join for those ids, prepared once and put
 * back in the ids' order, so PostgreSQL keeps its plan (planning the seven-table join on every request cost 6 ms,
 * running it 1).
 */
export async function selectFeedbackPage(
  db: Db,
  options: { scope: FeedbackScope; interviewId?: number; page: number; limit: number; order: 'asc' | 'desc' },
) {
  const direction = options.order === 'asc' ? asc : desc;
  const order = [direction(feedbacks.createdAt), direction(feedbacks.id)];
  const ids = (
    await db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(conditions(options.scope, options.interviewId))
      .orderBy(...order)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
  ).map((row) => row.id);
  if (!ids.length) return [];
  return inIdOrder(ids, await feedbackRowsByIds(db).execute({ ids }), (row) => row.feedback.id);
}

const feedbackRowsByIds = preparedFor((db) =>
  joined(db)
    .where(sql`${feedbacks.id} = any(${sql.placeholder('ids')})`)
    .prepare('feedback_rows_by_ids'),
);

export async function countFeedbacks(db: Db, scope: FeedbackScope, interviewId?: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedbacks).where(conditions(scope, interviewId));
  return row?.total ?? 0;
}

export async function findFeedbackRow(
  db: Db,
  id: number,
  scope: FeedbackScope,
): Promise<FeedbackListRow | null> {
  const [row] = await joined(db)
    .where(and(eq(feedbacks.id, id), conditions(scope)))
    .limit(1);
  return row ?? null;
}

/** The interview's feedback, if any (there is at most one). */
export async function findFeedbackOfInterview(db: Db, interviewId: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(eq(feedbacks.interviewId, interviewId))
    .limit(1);
  return row ?? null;
}

export async function insertFeedback(db: Db, values: typeof feedbacks.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedbacks).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

export async function updateFeedbackRow(
  db: Db,
  id: number,
  values: Partial<typeof feedbacks.$inferInsert>,
): Promise<FeedbackRow> {
  const [row] = await db
    .update(feedbacks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(feedbacks.id, id))
    .returning();
  if (!row) throw new Error('feedback update returned no row');
  return row;
}
