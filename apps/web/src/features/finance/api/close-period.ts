import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from './get-finance-periods';

/** POST /api/finance/periods/{period}/close: closes a month that has ended (409 when closed, 422 when not over). */
export function closePeriod(period: string): Promise<void> {
  return apiRequest<void>(`/api/finance/periods/${encodeURIComponent(period)}/close`, { method: 'POST' });
}

/** Closes a month and refreshes every finance query. */
export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueryKey }),
  });
}
