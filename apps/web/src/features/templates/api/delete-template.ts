import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** DELETE /api/templates/{id}: removes a template; positions using it are left without one. */
export function deleteTemplate(id: number): Promise<void> {
  return apiRequest<void>(`/api/templates/${id}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // Positions show their template's name, so they are refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
