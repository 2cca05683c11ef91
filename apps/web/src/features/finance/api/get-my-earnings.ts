import type { Earnings } from '@interview-hub/contracts/finance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/my-earnings?period=YYYY-MM: the signed-in interviewer's own payouts of a month, in the agency's currency. */
export function getMyEarnings(period: string, signal?: AbortSignal): Promise<Earnings> {
  return apiRequest<Earnings>('/api/my-earnings', { query: { period }, signal });
}

export function myEarningsQueryOptions(period: string) {
  return queryOptions({
    queryKey: ['finance', 'my-earnings', period] as const,
    queryFn: ({ signal }) => getMyEarnings(period, signal),
  });
}

/** The month's earnings; the previous month's stay shown while another loads. */
export function useMyEarnings(period: string) {
  return useQuery({ ...myEarningsQueryOptions(period), placeholderData: keepPreviousData });
}
