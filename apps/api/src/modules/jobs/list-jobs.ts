import { type JobListQuery, type JobPage, jobListQuerySchema } from '@interview-hub/contracts/jobs';
import { pageMeta } from '@interview-hub/contracts/pagination';
import { positionStatuses } from '@interview-hub/contracts/position-status';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { sharedRead } from '../../db/shared-reads';
import { jobFieldsFor, toJobDto } from './job-dto';
import { countJobs, selectJobsPage } from './jobs.repository';

/**
 * One page of positions filtered by status list, client and search (title or client name), sorted in SQL.
 * Everyone signed in reads every position; interviewers get no internal notes.
 */
export async function listJobs(options: { db: Db; actor: Actor; query: JobListQuery }): Promise<JobPage> {
  const query = jobListQuerySchema.parse(options.query);
  const { status, client_id, search } = query;
  const [rows, total] = await Promise.all([
    selectJobsPage(options.db, query),
    // The total depends on the filters only, not on the page or the order.
    sharedRead(options.db, `jobs:${JSON.stringify([status, client_id, search])}`, () =>
      countJobs(options.db, query),
    ),
  ]);
  const access = jobFieldsFor(options.actor);
  return {
    data: rows.map((row) => toJobDto(row, access)),
    meta: { ...pageMeta(query.page, query.limit, total), available_statuses: [...positionStatuses] },
  };
}
