import type { InterviewerListParams, interviewerPageSchema } from '@interview-hub/contracts/interviewers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The list's query parameters, each optional (the server applies its defaults). */
export type InterviewersQuery = Partial<InterviewerListParams>;
type InterviewerPage = z.infer<typeof interviewerPageSchema>;

/** GET /api/interviewers: one page of interviewers, sorted by the server. */
/** Every interviewers query starts with this key; writes invalidate it or a part of it. */
export const interviewersQueryKey = ['interviewers'] as const;

export function getInterviewers(query: InterviewersQuery, signal?: AbortSignal): Promise<InterviewerPage> {
  return apiRequest<InterviewerPage>('/api/interviewers', { query, signal });
}

export function interviewersQueryOptions(query: InterviewersQuery) {
  return queryOptions({
    queryKey: [...interviewersQueryKey, 'page', query],
    queryFn: ({ signal }) => getInterviewers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInterviewers(query: InterviewersQuery) {
  return useQuery(interviewersQueryOptions(query));
}
