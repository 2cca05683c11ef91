import type { ClientListParams, clientPageSchema } from '@interview-hub/contracts/clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The list's query parameters, each optional (the server applies its defaults). */
export type ClientsQuery = Partial<ClientListParams>;
type ClientPage = z.infer<typeof clientPageSchema>;

/** GET /api/clients: one page of clients, sorted by the server. */
/** Every clients query starts with this key; writes invalidate it or a part of it. */
export const clientsQueryKey = ['clients'] as const;

export function getClients(query: ClientsQuery, signal?: AbortSignal): Promise<ClientPage> {
  return apiRequest<ClientPage>('/api/clients', { query, signal });
}

export function clientsQueryOptions(query: ClientsQuery) {
  return queryOptions({
    queryKey: [...clientsQueryKey, 'page', query],
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientsQuery) {
  return useQuery(clientsQueryOptions(query));
}
