import type { BackupList } from '@interview-hub/contracts/backups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached backups query starts with this key. */
export const backupsQueryKey = ['backups'] as const;

/** GET /api/admin/backups: the embedded database's backups, newest first. */
export function listBackups(signal?: AbortSignal): Promise<BackupList> {
  return apiRequest<BackupList>('/api/admin/backups', { signal });
}

export function backupsQueryOptions() {
  return queryOptions({ queryKey: backupsQueryKey, queryFn: ({ signal }) => listBackups(signal) });
}

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
