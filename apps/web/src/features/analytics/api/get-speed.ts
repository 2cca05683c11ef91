import type { AnalyticsQuery, Speed } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsSectionQueryKey } from './analytics-query-key';

/** GET /api/analytics/speed: hours from an interview's end to its feedback, overall and per interviewer. */
export function getSpeed(query: AnalyticsQuery, signal?: AbortSignal): Promise<Speed> {
  return apiRequest<Speed>('/api/analytics/speed', { query, signal });
}

export function speedQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsSectionQueryKey('speed', query),
    queryFn: ({ signal }) => getSpeed(query, signal),
  });
}

export function useSpeed(query: AnalyticsQuery) {
  return useQuery(speedQueryOptions(query));
}
