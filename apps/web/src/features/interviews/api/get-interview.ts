import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** GET /api/interviews/{id}: one interview with its history (`events`). */
export function getInterview(id: number, signal?: AbortSignal): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}`, { signal });
}

export const interviewQueryKey = (id: number) => [...interviewsQueryKey, 'detail', id] as const;

export function interviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: interviewQueryKey(id),
    queryFn: ({ signal }) => getInterview(id, signal),
  });
}

export function useInterview(id: number, enabled = true) {
  return useQuery({ ...interviewQueryOptions(id), enabled });
}
