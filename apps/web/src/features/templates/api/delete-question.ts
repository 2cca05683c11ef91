import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** DELETE /api/questions/{id}: removes a question from its area (feedback keeps its own copy). */
export function deleteQuestion(id: number): Promise<void> {
  return apiRequest<void>(`/api/questions/${id}`, { method: 'DELETE' });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
