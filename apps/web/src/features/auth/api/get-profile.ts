import type { User } from '@interview-hub/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/use-auth-token';

/** GET /api/auth/profile: the signed-in user. */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/auth/profile', { signal });
}

export const profileQueryKey = ['auth', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user, fetched whenever a token is stored (spec §4 Session). */
export function useProfile() {
  const token = useAuthToken();
  return useQuery({ ...profileQueryOptions(), enabled: token !== null });
}
