import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The cache key the interviews screens use for interviews, so this form shares their cache and a submission
 * refreshes them (features do not import each other; the key is the contract between them).
 */
export const interviewsCacheKey = ['interviews'] as const;

/** GET /api/interviews/{id}: the interview the feedback is about (header and template source). */
export function getFeedbackInterview(id: number, signal?: AbortSignal): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}`, { signal });
}

export function feedbackInterviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...interviewsCacheKey, 'detail', id],
    queryFn: ({ signal }) => getFeedbackInterview(id, signal),
  });
}

export function useFeedbackInterview(id: number, enabled = true) {
  return useQuery({ ...feedbackInterviewQueryOptions(id), enabled });
}
