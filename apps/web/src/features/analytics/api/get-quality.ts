import type { AnalyticsQuery, Quality } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsSectionQueryKey } from './analytics-query-key';

/** GET /api/analytics/quality: each interviewer's ratings, pass rate, agreement, no-shows and lateness against their peers. */
export function getQuality(query: AnalyticsQuery, signal?: AbortSignal): Promise<Quality> {
  return apiRequest<Quality>('/api/analytics/quality', { query, signal });
}

export function qualityQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsSectionQueryKey('quality', query),
    queryFn: ({ signal }) => getQuality(query, signal),
  });
}

export function useQuality(query: AnalyticsQuery) {
  return useQuery(qualityQueryOptions(query));
}
