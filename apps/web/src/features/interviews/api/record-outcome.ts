import type { InterviewDetail, RecordOutcomeInput } from '@interview-hub/contracts/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** POST /api/interviews/{id}/outcome: what happened (attended, a no-show, or a cancellation with who and why). */
export function recordOutcome({
  id,
  input,
}: {
  id: number;
  input: RecordOutcomeInput;
}): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>(`/api/interviews/${id}/outcome`, { method: 'POST', body: input });
}

export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
