import type { Question, questionUpdateSchema } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

type QuestionUpdate = z.input<typeof questionUpdateSchema>;

/** PUT /api/questions/{id}: edits a question, e.g. toggles whether the client requested it. */
export function updateQuestion({ id, ...input }: QuestionUpdate & { id: number }): Promise<Question> {
  return apiRequest<Question>(`/api/questions/${id}`, { method: 'PUT', body: input });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
