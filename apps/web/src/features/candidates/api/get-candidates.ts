import type { CandidateListParams, candidatePageSchema } from '@interview-hub/contracts/candidates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The list's query parameters, each optional (the server applies its defaults). */
export type CandidatesQuery = Partial<CandidateListParams>;
type CandidatePage = z.infer<typeof candidatePageSchema>;

/** GET /api/candidates: one page of candidates, sorted by the server. */
/** Every candidates query starts with this key; writes invalidate it or a part of it. */
export const candidatesQueryKey = ['candidates'] as const;

export function getCandidates(query: CandidatesQuery, signal?: AbortSignal): Promise<CandidatePage> {
  return apiRequest<CandidatePage>('/api/candidates', { query, signal });
}

export function candidatesQueryOptions(query: CandidatesQuery) {
  return queryOptions({
    queryKey: [...candidatesQueryKey, 'page', query],
    queryFn: ({ signal }) => getCandidates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCandidates(query: CandidatesQuery) {
  return useQuery(candidatesQueryOptions(query));
}
