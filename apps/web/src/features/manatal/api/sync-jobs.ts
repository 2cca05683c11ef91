import type { SyncResult } from '@interview-hub/contracts/manatal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from '../../clients/api/get-clients';
import { jobsQueryKey } from '../../positions/api/get-jobs';
import type { SyncQuery } from './sync-query';

/** POST /api/jobs/sync/manatal: syncs positions and their clients; 502 when Manatal broke off half-way. */
export function syncJobs(query: SyncQuery = {}): Promise<SyncResult> {
  return apiRequest<SyncResult>('/api/jobs/sync/manatal', { method: 'POST', query });
}

/** Syncs positions; position and client queries are refreshed (the sync writes both), even after a failure. */
export function useSyncJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncJobs(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
      ]),
  });
}
