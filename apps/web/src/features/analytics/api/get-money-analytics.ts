import type { AnalyticsQuery, MoneyAnalytics } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsSectionQueryKey } from './analytics-query-key';

/** GET /api/analytics/money (admins): billed, paid and margin by month, client and position. */
export function getMoneyAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<MoneyAnalytics> {
  return apiRequest<MoneyAnalytics>('/api/analytics/money', { query, signal });
}

export function moneyAnalyticsQueryOptions(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsSectionQueryKey('money', query),
    queryFn: ({ signal }) => getMoneyAnalytics(query, signal),
  });
}

export function useMoneyAnalytics(query: AnalyticsQuery) {
  return useQuery(moneyAnalyticsQueryOptions(query));
}
