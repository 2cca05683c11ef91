import type { CandidateDetail } from '@interview-hub/contracts/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/candidates/{id}: the candidate with their notes. */
export function getCandidate(id: number, signal?: AbortSignal): Promise<CandidateDetail> {
  return apiRequest<CandidateDetail>(`/api/candidates/${id}`, { signal });
}

export const candidateQueryKey = (id: number) => ['candidates', 'detail', id] as const;

export function candidateQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateQueryKey(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number) {
  return useQuery(candidateQueryOptions(id));
}
