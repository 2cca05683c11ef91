import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewersQueryKey } from './get-interviewers';

/** GET /api/interviewers/{id}. */
export function getInterviewer(id: number, signal?: AbortSignal): Promise<Interviewer> {
  return apiRequest<Interviewer>(`/api/interviewers/${id}`, { signal });
}

export const interviewerQueryKey = (id: number) => [...interviewersQueryKey, 'detail', id] as const;

export function interviewerQueryOptions(id: number) {
  return queryOptions({
    queryKey: interviewerQueryKey(id),
    queryFn: ({ signal }) => getInterviewer(id, signal),
  });
}

export function useInterviewer(id: number) {
  return useQuery(interviewerQueryOptions(id));
}
