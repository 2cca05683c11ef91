import type { User } from '@interview-hub/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { usersQueryKey } from './list-users';

/** POST /api/admin/users/{id}/block: answers the user, now blocked. */
export function blockUser(id: number): Promise<User> {
  return apiRequest<User>(`/api/admin/users/${id}/block`, { method: 'POST' });
}

/** Blocks a user: every session of theirs ends at once. The user shown and the lists follow. */
export function useBlockUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockUser(id),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(id), user);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey, refetchType: 'none' });
    },
  });
}
