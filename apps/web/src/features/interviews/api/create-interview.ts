import type { CreateInterviewInput, InterviewDetail } from '@interview-hub/contracts/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** POST /api/interviews: books an interview; 409 names the collisions unless `allow_conflict` is set. */
export function createInterview(input: CreateInterviewInput): Promise<InterviewDetail> {
  return apiRequest<InterviewDetail>('/api/interviews', { method: 'POST', body: input });
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
