import type { Client } from '@interview-hub/contracts/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

/** GET /api/clients/{id}. */
export function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  return apiRequest<Client>(`/api/clients/${id}`, { signal });
}

export const clientQueryKey = (id: number) => [...clientsQueryKey, 'detail', id] as const;

export function clientQueryOptions(id: number) {
  return queryOptions({
    queryKey: clientQueryKey(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });
}

export function useClient(id: number) {
  return useQuery(clientQueryOptions(id));
}
