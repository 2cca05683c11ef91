import type { AvailabilityInput, AvailabilityResponse } from '@interview-hub/contracts/availability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewerQueryKey } from './get-interviewer';

export const availabilityQueryKey = (id: number) => [...interviewerQueryKey(id), 'availability'] as const;

/** GET /api/interviewers/{id}/availability. */
export function getAvailability(id: number, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiRequest<AvailabilityResponse>(`/api/interviewers/${id}/availability`, { signal });
}

export function useAvailability(id: number) {
  return useQuery(
    queryOptions({
      queryKey: availabilityQueryKey(id),
      queryFn: ({ signal }) => getAvailability(id, signal),
    }),
  );
}

/** PUT /api/interviewers/{id}/availability; the interviewer's zone changes with it, so their card reloads. */
export function useUpdateAvailability(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      apiRequest<AvailabilityResponse>(`/api/interviewers/${id}/availability`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityQueryKey(id), saved);
      return queryClient.invalidateQueries({ queryKey: interviewerQueryKey(id), exact: true });
    },
  });
}
