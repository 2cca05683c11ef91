import type { ledgerLinePageSchema } from '@interview-hub/contracts/finance';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

type LedgerLinePage = z.infer<typeof ledgerLinePageSchema>;

/** Under the interviews' key: recording an outcome (which invalidates it) reads the lines again. */
const ledgerKey = (id: number) => [...interviewsQueryKey, 'ledger', id] as const;

/** GET /api/interviews/{id}/ledger: the interview's payout and charge lines, reversals included (admins). */
export function getInterviewLedger(id: number, signal?: AbortSignal): Promise<LedgerLinePage> {
  return apiRequest<LedgerLinePage>(`/api/interviews/${id}/ledger`, { signal });
}

export function interviewLedgerQueryOptions(id: number) {
  return queryOptions({ queryKey: ledgerKey(id), queryFn: ({ signal }) => getInterviewLedger(id, signal) });
}

export function useInterviewLedger(id: number, enabled: boolean) {
  return useQuery({ ...interviewLedgerQueryOptions(id), enabled });
}

/** POST /api/interviews/{id}/ledger: prices the interview again with today's rates, saying why. */
export function repriceInterview({ id, reason }: { id: number; reason: string }): Promise<LedgerLinePage> {
  return apiRequest<LedgerLinePage>(`/api/interviews/${id}/ledger`, { method: 'POST', body: { reason } });
}

export function useRepriceInterview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => repriceInterview({ id, reason }),
    onSuccess: (page) => queryClient.setQueryData(ledgerKey(id), page),
  });
}
