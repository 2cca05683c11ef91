import type { ClientListParams } from '@interview-hub/contracts/clients';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, interviewers, interviews, jobs } from '../../db/schema/index';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

/** Limits an interviewer to the clients of their own interviews' positions; null sees every client. */
export type ClientScope = { interviewerEmail: string } | null;

function scopeCondition(db: Db, scope: ClientScope): SQL | undefined {
  if (!scope) return undefined;
  const own = db
    .select({ id: jobs.clientId })
    .from(interviews)
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(sql`lower(${interviewers.email}) = lower(${scope.interviewerEmail})`);
  return inArray(clients.id, own);
}

export async function findClientById(
  db: Db,
  id: number,
  scope: ClientScope = null,
): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), scopeCondition(db, scope)))
    .limit(1);
  return row ?? null;
}

export async function updateClientRow(db: Db, id: number, values: Partial<NewClient>): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning();
  if (!row) throw new Error('client update returned no row');
  return row;
}

type ListFilter = Pick<ClientListParams, 'search'>;

function listFilter(db: Db, query: ListFilter, scope: ClientScope): SQL | undefined {
  const conditions = [scopeCondition(db, scope)];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(clients.name, pattern), ilike(clients.website, pattern)));
  }
  return and(...conditions);
}

/** Missing websites sort as PostgreSQL's default (last ascending) so the index serves both directions. */
const sortColumns = { name: clients.name, website: clients.website } as const;

export async function selectClientsPage(
  db: Db,
  query: ClientListParams,
  scope: ClientScope,
): Promise<ClientRow[]> {
  const direction = query.sort_order === 'desc' ? desc : asc;
  return db
    .select()
    .from(clients)
    .where(listFilter(db, query, scope))
    .orderBy(direction(sortColumns[query.sort_by]), direction(clients.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countClients(db: Db, query: ListFilter, scope: ClientScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clients)
    .where(listFilter(db, query, scope));
  return row?.total ?? 0;
}
