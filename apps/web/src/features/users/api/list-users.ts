import type { PageMeta } from '@interview-hub/contracts/pagination';
import type { User, UserListParams } from '@interview-hub/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UserPage = { data: User[]; meta: PageMeta };

/** Every cached users query (lists and single users) starts with this key. */
export const usersQueryKey = ['users'] as const;

/** GET /api/admin/users: one page of users, filtered and sorted by the server. */
export function listUsers(query: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest<UserPage>('/api/admin/users', { query, signal });
}

export function usersQueryOptions(query: UserListParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => listUsers(query, signal),
  });
}

/** The page of users for `query`; the previous page stays on screen while the next one loads. */
export function useUsers(query: UserListParams) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
