import type { SyncResult } from '@interview-hub/contracts/manatal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from '../../clients/api/get-clients';
import type { SyncQuery } from './sync-query';

/** POST /api/clients/sync/manatal: syncs clients (Manatal organizations); 502 when Manatal broke off half-way. */
export function syncClients(query: SyncQuery = {}): Promise<SyncResult> {
  return apiRequest<SyncResult>('/api/clients/sync/manatal', { method: 'POST', query });
}

/** Syncs clients; the client queries are refreshed even after a failure, which may have written some. */
export function useSyncClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncClients(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
