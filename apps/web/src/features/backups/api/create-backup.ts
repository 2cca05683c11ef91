import type { Backup } from '@interview-hub/contracts/backups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { backupsQueryKey } from './list-backups';

/** POST /api/admin/backups: backs the embedded database up now (422 on PostgreSQL). */
export function createBackup(): Promise<Backup> {
  return apiRequest<Backup>('/api/admin/backups', { method: 'POST' });
}

/** Backs up now and refreshes the list. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
