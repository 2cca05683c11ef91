import type { Template } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** POST /api/templates/{id}/duplicate: a new template 'Copy of {name}' with the same areas and questions. */
export function duplicateTemplate(id: number): Promise<Template> {
  return apiRequest<Template>(`/api/templates/${id}/duplicate`, { method: 'POST' });
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
