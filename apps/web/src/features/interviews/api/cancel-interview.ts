import type { CancellationInput, InterviewDetail } from '@interview-hub/contracts/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** POST /api/interviews/{id}/cancel: cancels the interview for good, saying who cancelled and why. */
export function cancelInterview({
  id,
  input,
}: {
  id: number;
  input: CancellationInput;
}): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}/cancel`, { method: 'POST', body: input });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
