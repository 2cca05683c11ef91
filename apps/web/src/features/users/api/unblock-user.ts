import type { User } from '@interview-hub/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { usersQueryKey } from './list-users';

/** POST /api/admin/users/{id}/unblock: answers the user, now active. */
export function unblockUser(id: number): Promise<User> {
  return apiRequest<User>(`/api/admin/users/${id}/unblock`, { method: 'POST' });
}

/** Unblocks a user: they can sign in again. The user shown and the lists follow. */
export function useUnblockUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unblockUser(id),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(id), user);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey, refetchType: 'none' });
    },
  });
}
