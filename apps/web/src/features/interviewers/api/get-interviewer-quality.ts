import type { InterviewerQualityCard } from '@interview-hub/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewersQueryKey } from './get-interviewers';

/** GET /api/interviewers/{id}/quality: the last 180 days' figures against the peers on the same positions. */
export function getInterviewerQuality(id: number, signal?: AbortSignal): Promise<InterviewerQualityCard> {
  return apiRequest<InterviewerQualityCard>(`/api/interviewers/${id}/quality`, { signal });
}

export function interviewerQualityQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...interviewersQueryKey, 'detail', id, 'quality'],
    queryFn: ({ signal }) => getInterviewerQuality(id, signal),
  });
}

export function useInterviewerQuality(id: number) {
  return useQuery(interviewerQualityQueryOptions(id));
}
