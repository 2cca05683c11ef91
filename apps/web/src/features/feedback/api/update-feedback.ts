import type { Feedback, updateFeedbackSchema } from '@interview-hub/contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { feedbackQueryKey } from './get-feedback';
import { feedbacksQueryKey } from './get-feedbacks';

type UpdateFeedbackInput = z.input<typeof updateFeedbackSchema> & { id: number };

/** PUT /api/feedbacks/{id}: replaces the content (structured JSON or plain text); answers the updated feedback. */
export function updateFeedback({ id, feedback_text }: UpdateFeedbackInput): Promise<Feedback> {
  return apiRequest<Feedback>(`/api/feedbacks/${id}`, { method: 'PUT', body: { feedback_text } });
}

/** Saves the feedback, shows the answer at once and refreshes the lists. */
export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: (feedback) => {
      queryClient.setQueryData(feedbackQueryKey(feedback.id), feedback);
      return queryClient.invalidateQueries({ queryKey: [...feedbacksQueryKey, 'list'] });
    },
  });
}
