import type { SubmitFeedbackInput } from '@interview-hub/contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { interviewsQueryKey } from '../../interviews/api/get-interviews';
import { feedbacksQueryKey } from './get-feedbacks';

/**
 * POST /api/interviews/{id}/feedback: submits the per-knowledge-area feedback. The answer is the PDF report,
 * which the browser saves under the name the server gives.
 */
export function submitFeedback(interviewId: number, input: SubmitFeedbackInput): Promise<void> {
  return downloadFile(`/api/interviews/${interviewId}/feedback`, `feedback-${interviewId}.pdf`, {
    method: 'POST',
    body: input,
  });
}

/** Submits, then refreshes the interviews (the interview is now completed) and the feedbacks. */
export function useSubmitFeedback(interviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitFeedbackInput) => submitFeedback(interviewId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: feedbacksQueryKey }),
      ]),
  });
}
