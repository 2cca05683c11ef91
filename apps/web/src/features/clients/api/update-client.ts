import type { Client, ClientUpdateInput } from '@interview-hub/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientQueryKey } from './get-client';
import { clientsQueryKey } from './get-clients';

/** PUT /api/clients/{id}: saves the edited name and website; answers the updated client. */
export function updateClient(id: number, input: ClientUpdateInput): Promise<Client> {
  return apiRequest<Client>(`/api/clients/${id}`, { method: 'PUT', body: input });
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientUpdateInput) => updateClient(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(id), client);
      return queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'page'] });
    },
  });
}
