import type { OverdueCount } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** GET /api/interviews/overdue-count: the caller's interviews with overdue feedback (the sidebar's count). */
export function getOverdueCount(signal?: AbortSignal): Promise<OverdueCount> {
  return apiRequest<OverdueCount>('/api/interviews/overdue-count', { signal });
}

/** Under the interviews key, so any interview write refreshes it; a deadline passing is seen within minutes. */
export function overdueCountQueryOptions() {
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'overdue-count'] as const,
    queryFn: ({ signal }) => getOverdueCount(signal),
    refetchInterval: 5 * 60_000,
  });
}

export function useOverdueCount() {
  return useQuery(overdueCountQueryOptions());
}
