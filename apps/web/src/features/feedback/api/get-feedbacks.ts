import type { feedbackPageSchema } from '@interview-hub/contracts/feedback';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
export type FeedbackListQuery = { page: number; limit: number };

/** Every cached feedback query (lists and single feedbacks) starts with this key. */
export const feedbacksQueryKey = ['feedbacks'] as const;

/** GET /api/feedbacks: one page of the feedback the user may read, newest first. */
export function getFeedbacks(query: FeedbackListQuery, signal?: AbortSignal): Promise<FeedbackPage> {
  return apiRequest<FeedbackPage>('/api/feedbacks', { query, signal });
}

export function feedbacksQueryOptions(query: FeedbackListQuery) {
  return queryOptions({
    queryKey: [...feedbacksQueryKey, 'list', query],
    queryFn: ({ signal }) => getFeedbacks(query, signal),
  });
}

/** The page of feedbacks; the previous page stays on screen while the next one loads. */
export function useFeedbacks(query: FeedbackListQuery) {
  return useQuery({ ...feedbacksQueryOptions(query), placeholderData: keepPreviousData });
}
