import type { KnowledgeArea, KnowledgeAreaMove } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

type MovedArea = Omit<KnowledgeArea, 'questions'>;

/** POST /api/knowledge_areas/{id}/move: moves an area one place up or down in its template. */
export function moveKnowledgeArea({ id, direction }: KnowledgeAreaMove & { id: number }): Promise<MovedArea> {
  return apiRequest<MovedArea>(`/api/knowledge_areas/${id}/move`, { method: 'POST', body: { direction } });
}

export function useMoveKnowledgeArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveKnowledgeArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
