import type { Interviewer, InterviewerInput } from '@interview-hub/contracts/interviewers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewerQueryKey } from './get-interviewer';
import { interviewersQueryKey } from './get-interviewers';

/** PUT /api/interviewers/{id} with the full interviewer; answers the updated interviewer. */
export function updateInterviewer(id: number, input: InterviewerInput): Promise<Interviewer> {
  return apiRequest<Interviewer>(`/api/interviewers/${id}`, { method: 'PUT', body: input });
}

export function useUpdateInterviewer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewerInput) => updateInterviewer(id, input),
    onSuccess: (interviewer) => {
      queryClient.setQueryData(interviewerQueryKey(id), interviewer);
      return queryClient.invalidateQueries({ queryKey: [...interviewersQueryKey, 'page'] });
    },
  });
}
