import type { FinanceSummary } from '@interview-hub/contracts/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from './get-finance-periods';

/** GET /api/finance/summary?period=: a month's billed, paid, held and margin, by client and by position. */
export function getFinanceSummary(period: string, signal?: AbortSignal): Promise<FinanceSummary> {
  return apiRequest<FinanceSummary>(`/api/finance/summary?period=${encodeURIComponent(period)}`, { signal });
}

export function useFinanceSummary(period: string) {
  return useQuery({
    queryKey: [...financeQueryKey, 'summary', period],
    queryFn: ({ signal }) => getFinanceSummary(period, signal),
    placeholderData: keepPreviousData,
  });
}
