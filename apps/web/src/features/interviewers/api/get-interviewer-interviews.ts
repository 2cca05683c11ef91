import type { InterviewerInterviews } from '@interview-hub/contracts/interviewers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewersQueryKey } from './get-interviewers';

/** GET /api/interviewers/{id}/interviews: upcoming (date after now) and historical interviews. */
export function getInterviewerInterviews(id: number, signal?: AbortSignal): Promise<InterviewerInterviews> {
  return apiRequest<InterviewerInterviews>(`/api/interviewers/${id}/interviews`, { signal });
}

export function interviewerInterviewsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...interviewersQueryKey, 'detail', id, 'interviews'],
    queryFn: ({ signal }) => getInterviewerInterviews(id, signal),
  });
}

export function useInterviewerInterviews(id: number) {
  return useQuery(interviewerInterviewsQueryOptions(id));
}
