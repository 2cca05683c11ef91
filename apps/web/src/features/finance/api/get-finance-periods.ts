import type { FinancePeriods } from '@interview-hub/contracts/finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached finance query starts with this key, so closing a month refreshes them all. */
export const financeQueryKey = ['finance'] as const;

/** GET /api/finance/periods: every month with ledger lines or closed, latest first (admins). */
export function getFinancePeriods(signal?: AbortSignal): Promise<FinancePeriods> {
  return apiRequest<FinancePeriods>('/api/finance/periods', { signal });
}

export function useFinancePeriods() {
  return useQuery(
    queryOptions({
      queryKey: [...financeQueryKey, 'periods'],
      queryFn: ({ signal }) => getFinancePeriods(signal),
    }),
  );
}
