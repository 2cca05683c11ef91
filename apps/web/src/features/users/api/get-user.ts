import type { User } from '@interview-hub/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** GET /api/admin/users/{id}: one user. */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/api/admin/users/${id}`, { signal });
}

export const userQueryKey = (id: number) => [...usersQueryKey, 'detail', id] as const;

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: userQueryKey(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
