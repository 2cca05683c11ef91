import type { JobListParams } from '@interview-hub/contracts/jobs';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { clients, jobs, templates } from '../../db/schema/index';
import { matchesSearch } from '../../db/search';
import { inIdOrder } from '../../lib/in-id-order';

export type NewJob = typeof jobs.$inferInsert;

/** Every column the position screens show, with the client, the template's name and the interview count. */
const jobColumns = {
  job: jobs,
  client: { id: clients.id, name: clients.name, website: clients.website, billing: clients.billing },
  templateName: templates.name,
  interviewCount: sql<number>`(select count(*) from interviews i where i.job_id = "jobs"."id")`.mapWith(
    Number,
  ),
};

function joined(db: Db) {
  return db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(templates, eq(templates.id, jobs.templateId));
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function findJobById(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await joined(db).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

export async function templateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id)).limit(1);
  return row !== undefined;
}

export async function updateJobRow(db: Db, id: number, values: Partial<NewJob>): Promise<void> {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

type ListFilter = Pick<JobListParams, 'status' | 'client_id' | 'search'>;

function listFilter(query: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status.length) conditions.push(inArray(jobs.status, query.status));
  if (query.client_id) conditions.push(eq(jobs.clientId, query.client_id));
  if (query.search) {
    conditions.push(
      or(matchesSearch(jobs.searchText, query.search), matchesSearch(clients.searchText, query.search)),
    );
  }
  return and(...conditions);
}

/** Each order ends with the title and the id, so equal keys keep a stable order across pages. */
const sortKeys = {
  title: [jobs.title],
  client_name: [clients.name, jobs.title],
  status: [jobs.status, jobs.title],
} as const;

/** The ids of one page, joining the clients only when the search or the order reads them. */
function pageIds(db: Db, query: JobListParams) {
  const direction = query.sort_order === 'desc' ? desc : asc;
  const base = db.select({ id: jobs.id }).from(jobs).$dynamic();
  const needsClient = Boolean(query.search) || query.sort_by === 'client_name';
  return (needsClient ? base.leftJoin(clients, eq(clients.id, jobs.clientId)) : base)
    .where(listFilter(query))
    .orderBy(...[...sortKeys[query.sort_by], jobs.id].map((column) => direction(column)))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** The rows of a page, by id, in one prepared statement whose text never varies. */
const jobRowsByIds = preparedFor((db) =>
  joined(db)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')})`)
    .prepare('job_rows_by_ids'),
);

/**
 * Two statements, as for the interviews (decision 007): the page's ids (a small statement whose text varies
 * with the filters and the order), then the rows with the client, template and interview count for those ids,
 * built and prepared once, put back in the ids' order.
 */
export async function selectJobsPage(db: Db, query: JobListParams): Promise<JobRow[]> {
  const ids = (await pageIds(db, query)).map((row) => row.id);
  if (!ids.length) return [];
  return inIdOrder(ids, await jobRowsByIds(db).execute({ ids }), (row) => row.job.id);
}

export async function countJobs(db: Db, query: ListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(listFilter(query));
  return row?.total ?? 0;
}
