import type { AnalyticsQuery, Load } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsSectionQueryKey } from './analytics-query-key';

/** GET /api/analytics/load: interviews per interviewer per week against their cap, and who has been idle. */
export function getLoad(query: AnalyticsQuery, signal?: AbortSignal): Promise<Load> {
  return apiRequest<Load>('/api/analytics/load', { query, signal });
}

export function loadQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsSectionQueryKey('load', query),
    queryFn: ({ signal }) => getLoad(query, signal),
  });
}

export function useLoad(query: AnalyticsQuery) {
  return useQuery(loadQueryOptions(query));
}
