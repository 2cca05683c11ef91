import type { User, UserInput } from '@interview-hub/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { usersQueryKey } from './list-users';

/** PUT /api/admin/users/{id}: edits name, e-mail, role and phone; answers the updated user. */
export function updateUser(id: number, input: UserInput): Promise<User> {
  return apiRequest<User>(`/api/admin/users/${id}`, { method: 'PUT', body: input });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) => updateUser(id, input),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(id), user);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey, refetchType: 'none' });
    },
  });
}
