import type { JobListParams, JobPage } from '@interview-hub/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query of GET /api/jobs, each parameter optional; `status` is a comma list. */
export type JobsQuery = Partial<Omit<JobListParams, 'status'>> & { status?: string };

/**
 * GET /api/jobs with status (comma list), page, limit, sort_by, sort_order and client_id; answers
 * `{ data, meta: { total, page, limit, total_pages, available_statuses } }`.
 */
/** Every jobs query starts with this key; writes invalidate it or a part of it. */
export const jobsQueryKey = ['jobs'] as const;

export function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobPage> {
  return apiRequest<JobPage>('/api/jobs', { query, signal });
}

export function jobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'page', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsQuery) {
  return useQuery(jobsQueryOptions(query));
}
