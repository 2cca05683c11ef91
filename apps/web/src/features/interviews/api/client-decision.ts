import type {
  ClientDecisionRecord,
  RecordClientDecisionInput,
} from '@interview-hub/contracts/client-decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** PUT /api/interviews/{id}/client-decision: records the client's decision, or replaces it. */
export function recordClientDecision({
  id,
  input,
}: {
  id: number;
  input: RecordClientDecisionInput;
}): Promise<ClientDecisionRecord> {
  return apiRequest<ClientDecisionRecord>(`/api/interviews/${id}/client-decision`, {
    method: 'PUT',
    body: input,
  });
}

/** DELETE /api/interviews/{id}/client-decision: clears one recorded by mistake. */
export function clearClientDecision(id: number): Promise<void> {
  return apiRequest<void>(`/api/interviews/${id}/client-decision`, { method: 'DELETE' });
}

/** Both refresh every interview query: the interview's card and history, and the lists that show the decision. */
export function useRecordClientDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordClientDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}

export function useClearClientDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearClientDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
