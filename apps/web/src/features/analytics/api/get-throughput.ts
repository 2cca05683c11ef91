import type { AnalyticsQuery, Throughput } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsSectionQueryKey } from './analytics-query-key';

/** GET /api/analytics/throughput: interviews per week by outcome, reschedules and cancellations by reason. */
export function getThroughput(query: AnalyticsQuery, signal?: AbortSignal): Promise<Throughput> {
  return apiRequest<Throughput>('/api/analytics/throughput', { query, signal });
}

export function throughputQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsSectionQueryKey('throughput', query),
    queryFn: ({ signal }) => getThroughput(query, signal),
  });
}

export function useThroughput(query: AnalyticsQuery) {
  return useQuery(throughputQueryOptions(query));
}
