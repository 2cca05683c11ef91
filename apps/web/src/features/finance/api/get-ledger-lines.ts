import type { LedgerLinePage } from '@interview-hub/contracts/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from './get-finance-periods';

/** Which lines of a month: a client's or a position's, one page of them. */
export type LinesQuery = { period: string; client_id?: number; job_id?: number; page: number; limit: number };

/** GET /api/finance/lines: a month's lines for a client or a position, a page at a time, with their totals. */
export function getLedgerLines(query: LinesQuery, signal?: AbortSignal): Promise<LedgerLinePage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return apiRequest<LedgerLinePage>(`/api/finance/lines?${params}`, { signal });
}

export function useLedgerLines(query: LinesQuery | null) {
  return useQuery({
    queryKey: [...financeQueryKey, 'lines', query],
    queryFn: ({ signal }) => getLedgerLines(query as LinesQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
