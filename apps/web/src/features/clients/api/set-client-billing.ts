import type { Client } from '@interview-hub/contracts/clients';
import type { ClientBillingUpdate } from '@interview-hub/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryKey } from '../../positions/api/get-jobs';
import { clientQueryKey } from './get-client';
import { clientsQueryKey } from './get-clients';

/** PUT /api/clients/{id}/billing: the client's rule (null: not set); answers the updated client. */
export function setClientBilling(id: number, input: ClientBillingUpdate): Promise<Client> {
  return apiRequest<Client>(`/api/clients/${id}/billing`, { method: 'PUT', body: input });
}

export function useSetClientBilling(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientBillingUpdate) => setClientBilling(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(id), client);
      // Positions show their client's rule while they have none of their own.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'page'] }),
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
      ]);
    },
  });
}
