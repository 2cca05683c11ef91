import type { Question, QuestionBatchInput } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** POST /api/questions/batch: adds several questions to knowledge areas; blank ones are dropped. */
export function createQuestions(input: QuestionBatchInput): Promise<Question[]> {
  return apiRequest<Question[]>('/api/questions/batch', { method: 'POST', body: input });
}

export function useCreateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
