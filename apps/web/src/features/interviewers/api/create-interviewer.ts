import type { Interviewer, InterviewerInput } from '@interview-hub/contracts/interviewers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewersQueryKey } from './get-interviewers';

/** POST /api/interviewers {name, email, phone, price, notes, tech_stack}. */
export function createInterviewer(input: InterviewerInput): Promise<Interviewer> {
  return apiRequest<Interviewer>('/api/interviewers', { method: 'POST', body: input });
}

export function useCreateInterviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterviewer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewersQueryKey }),
  });
}
