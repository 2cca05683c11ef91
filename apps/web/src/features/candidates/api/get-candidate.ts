import type { CandidateDetail } from '@interview-hub/contracts/candidates';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { candidatesQueryKey } from './get-candidates';

/** GET /api/candidates/{id}: the candidate with their notes. */
export function getCandidate(id: number, signal?: AbortSignal): Promise<CandidateDetail> {
  return apiRequest<CandidateDetail>(`/api/candidates/${id}`, { signal });
}

export const candidateQueryKey = (id: number | null) => [...candidatesQueryKey, 'detail', id] as const;

/** `null` while no candidate is chosen (the wizard): nothing is fetched. */
export function candidateQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: candidateQueryKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number | null) {
  return useQuery(candidateQueryOptions(id));
}
