import type { JobDetail } from '@interview-hub/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryKey } from './get-jobs';

/** GET /api/jobs/{id}: one position with its client. */
export function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return apiRequest<JobDetail>(`/api/jobs/${id}`, { signal });
}

export const jobQueryKey = (id: number) => [...jobsQueryKey, 'detail', id] as const;

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

export function useJob(id: number) {
  return useQuery(jobQueryOptions(id));
}
