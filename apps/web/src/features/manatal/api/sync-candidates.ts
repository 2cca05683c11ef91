import type { SyncResult } from '@interview-hub/contracts/manatal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { candidatesQueryKey } from '../../candidates/api/get-candidates';
import type { SyncQuery } from './sync-query';

/** POST /api/sync/candidates/manual (admins only): syncs candidates; 502 when Manatal broke off half-way. */
export function syncCandidates(query: SyncQuery = {}): Promise<SyncResult> {
  return apiRequest<SyncResult>('/api/sync/candidates/manual', { method: 'POST', query });
}

/** Syncs candidates; the candidate queries are refreshed even after a failure, which may have written some. */
export function useSyncCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncCandidates(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
