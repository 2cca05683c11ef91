import type { User, UserInput } from '@interview-hub/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /api/admin/users: creates a user; the server e-mails them an invitation. */
export function createUser(input: UserInput): Promise<User> {
  return apiRequest<User>('/api/admin/users', { method: 'POST', body: input });
}

/** Creates a user and refreshes every users list. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
