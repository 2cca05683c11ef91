import type { Feedback } from '@interview-hub/contracts/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { feedbacksQueryKey } from './get-feedbacks';

/** GET /api/feedbacks/{id}: one feedback with its interview, candidate, interviewer and position. */
export function getFeedback(id: number, signal?: AbortSignal): Promise<Feedback> {
  return apiRequest<Feedback>(`/api/feedbacks/${id}`, { signal });
}

export const feedbackQueryKey = (id: number) => [...feedbacksQueryKey, 'detail', id] as const;

export function feedbackQueryOptions(id: number) {
  return queryOptions({
    queryKey: feedbackQueryKey(id),
    queryFn: ({ signal }) => getFeedback(id, signal),
  });
}

export function useFeedback(id: number, enabled = true) {
  return useQuery({ ...feedbackQueryOptions(id), enabled });
}
