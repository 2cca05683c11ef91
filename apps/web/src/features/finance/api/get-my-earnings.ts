import type { Earnings } from '@interview-hub/contracts/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/my-earnings?period=: the signed-in interviewer's own payouts of a month. */
export function getMyEarnings(period: string, signal?: AbortSignal): Promise<Earnings> {
  return apiRequest<Earnings>(`/api/my-earnings?period=${encodeURIComponent(period)}`, { signal });
}

export function useMyEarnings(period: string) {
  return useQuery({
    queryKey: ['my-earnings', period],
    queryFn: ({ signal }) => getMyEarnings(period, signal),
    placeholderData: keepPreviousData,
  });
}
