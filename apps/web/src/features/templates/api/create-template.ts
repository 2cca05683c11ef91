import type { Template, TemplateInput } from '@interview-hub/contracts/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** POST /api/templates: creates an empty template. */
export function createTemplate(input: TemplateInput): Promise<Template> {
  return apiRequest<Template>('/api/templates', { method: 'POST', body: input });
}

/** Creates a template and refreshes the templates list. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
