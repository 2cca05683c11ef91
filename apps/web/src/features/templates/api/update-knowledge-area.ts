import type { KnowledgeArea, knowledgeAreaUpdateSchema } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

type AreaUpdate = z.input<typeof knowledgeAreaUpdateSchema>;
type UpdatedArea = Omit<KnowledgeArea, 'questions'>;

/** PUT /api/knowledge_areas/{id}: renames a knowledge area or changes its description. */
export function updateKnowledgeArea({ id, ...input }: AreaUpdate & { id: number }): Promise<UpdatedArea> {
  return apiRequest<UpdatedArea>(`/api/knowledge_areas/${id}`, { method: 'PUT', body: input });
}

export function useUpdateKnowledgeArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
