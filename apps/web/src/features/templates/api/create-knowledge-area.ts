import type { KnowledgeArea, KnowledgeAreaInput } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

type CreatedArea = Omit<KnowledgeArea, 'questions'>;

/** POST /api/knowledge_areas: adds a knowledge area at the end of a template. */
export function createKnowledgeArea(input: KnowledgeAreaInput): Promise<CreatedArea> {
  return apiRequest<CreatedArea>('/api/knowledge_areas', { method: 'POST', body: input });
}

/** Adds a knowledge area and refreshes the templates (the list shows how many areas each has). */
export function useCreateKnowledgeArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKnowledgeArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
