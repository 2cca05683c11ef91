import type { JobPage } from '@interview-hub/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WIZARD_JOBS_LIMIT } from './get-wizard-options';

/** Every status but active: the positions the wizard hides unless asked. */
const INACTIVE_STATUSES = 'filled,cancelled,paused';

/** GET /api/jobs?status=filled,cancelled,paused&search=…: the hidden positions matching the wizard's search. */
export function getInactiveJobs(search: string, signal?: AbortSignal): Promise<JobPage> {
  return apiRequest<JobPage>('/api/jobs', {
    query: { status: INACTIVE_STATUSES, limit: WIZARD_JOBS_LIMIT, search: search.trim() },
    signal,
  });
}

export function inactiveJobsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['interview-wizard', 'inactive-jobs', search.trim()],
    queryFn: ({ signal }) => getInactiveJobs(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInactiveJobs(search: string) {
  return useQuery(inactiveJobsQueryOptions(search));
}
