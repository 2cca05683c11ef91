import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** DELETE /api/knowledge_areas/{id}: removes an area with its questions (feedback keeps its own copy). */
export function deleteKnowledgeArea(id: number): Promise<void> {
  return apiRequest<void>(`/api/knowledge_areas/${id}`, { method: 'DELETE' });
}

export function useDeleteKnowledgeArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
