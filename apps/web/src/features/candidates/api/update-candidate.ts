import type { CandidateDetail, CandidateUpdateInput } from '@interview-hub/contracts/candidates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { candidateQueryKey } from './get-candidate';
import { candidatesQueryKey } from './get-candidates';

/** PUT /api/candidates/{id}: saves the edited main info; answers the updated candidate. */
export function updateCandidate(id: number, input: CandidateUpdateInput): Promise<CandidateDetail> {
  return apiRequest<CandidateDetail>(`/api/candidates/${id}`, { method: 'PUT', body: input });
}

export function useUpdateCandidate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CandidateUpdateInput) => updateCandidate(id, input),
    onSuccess: (candidate) => {
      queryClient.setQueryData(candidateQueryKey(id), candidate);
      return queryClient.invalidateQueries({ queryKey: [...candidatesQueryKey, 'page'] });
    },
  });
}
