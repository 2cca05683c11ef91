import type { CandidateListParams } from '@interview-hub/contracts/candidates';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, interviewers, interviews } from '../../db/schema/index';
import { matchesSearch } from '../../db/search';

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidate = typeof candidates.$inferInsert;

/** Limits an interviewer to the candidates of their own interviews; null sees every candidate. */
export type CandidateScope = { interviewerEmail: string } | null;

function scopeCondition(db: Db, scope: CandidateScope): SQL | undefined {
  if (!scope) return undefined;
  const own = db
    .select({ id: interviews.candidateId })
    .from(interviews)
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .where(sql`lower(${interviewers.email}) = lower(${scope.interviewerEmail})`);
  return inArray(candidates.id, own);
}

export async function findCandidateById(
  db: Db,
  id: number,
  scope: CandidateScope = null,
): Promise<CandidateRow | null> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, id), scopeCondition(db, scope)))
    .limit(1);
  return row ?? null;
}

export async function updateCandidateRow(
  db: Db,
  id: number,
  values: Partial<NewCandidate>,
): Promise<CandidateRow> {
  const [row] = await db
    .update(candidates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidates.id, id))
    .returning();
  if (!row) throw new Error('candidate update returned no row');
  return row;
}

type ListFilter = Pick<CandidateListParams, 'search'>;

function listFilter(db: Db, query: ListFilter, scope: CandidateScope): SQL | undefined {
  const conditions = [scopeCondition(db, scope)];
  if (query.search) conditions.push(matchesSearch(candidates.searchText, query.search));
  return and(...conditions);
}

/** Missing e-mails and locations sort as PostgreSQL's default (last ascending) so the indexes serve both ways. */
const sortColumns = {
  name: candidates.name,
  email: candidates.email,
  location: candidates.location,
} as const;

export async function selectCandidatesPage(
  db: Db,
  query: CandidateListParams,
  scope: CandidateScope,
): Promise<CandidateRow[]> {
  const direction = query.sort_order === 'desc' ? desc : asc;
  return db
    .select()
    .from(candidates)
    .where(listFilter(db, query, scope))
    .orderBy(direction(sortColumns[query.sort_by]), direction(candidates.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countCandidates(db: Db, query: ListFilter, scope: CandidateScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidates)
    .where(listFilter(db, query, scope));
  return row?.total ?? 0;
}
