import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { InterviewerRatesUpdate } from '@interview-hub/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewerQueryKey } from './get-interviewer';

/** PUT /api/interviewers/{id}/rates: the hourly pay per level (staff); answers the updated interviewer. */
export function setInterviewerRates(id: number, input: InterviewerRatesUpdate): Promise<Interviewer> {
  return apiRequest<Interviewer>(`/api/interviewers/${id}/rates`, { method: 'PUT', body: input });
}

export function useSetInterviewerRates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewerRatesUpdate) => setInterviewerRates(id, input),
    onSuccess: (interviewer) => queryClient.setQueryData(interviewerQueryKey(id), interviewer),
  });
}
