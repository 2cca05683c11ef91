import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** POST /api/interviews/{id}/cancel: cancels the interview for good. */
export function cancelInterview(id: number): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}/cancel`, { method: 'POST' });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
