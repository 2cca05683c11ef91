import type { InterviewDetail, RescheduleInterviewInput } from '@interview-hub/contracts/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

export type RescheduleRequest = { id: number; input: RescheduleInterviewInput };

/** POST /api/interviews/{id}/reschedule: moves the interview; answers it with its history. */
export function rescheduleInterview({ id, input }: RescheduleRequest): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}/reschedule`, { method: 'POST', body: input });
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
