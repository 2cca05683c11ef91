import type { CandidateDetail } from '@interview-hub/contracts/candidates';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/candidates/{id}: the chosen candidate with their notes. */
export function getCandidateDetails(id: number, signal?: AbortSignal): Promise<CandidateDetail> {
  return apiRequest<CandidateDetail>(`/api/candidates/${id}`, { signal });
}

/** Shared with the candidate screens' cache, so a refresh here shows there too. */
export const candidateDetailsQueryKey = (id: number | null) => ['candidates', 'detail', id] as const;

export function candidateDetailsQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: candidateDetailsQueryKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => getCandidateDetails(id, signal),
  });
}

export function useCandidateDetails(id: number | null) {
  return useQuery(candidateDetailsQueryOptions(id));
}
