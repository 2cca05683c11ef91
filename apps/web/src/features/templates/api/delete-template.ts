import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryKey } from '../../positions/api/get-jobs';
import { templateQueryKey } from './get-template';
import { templatesQueryKey } from './get-templates';

const isTemplateQuery = (key: readonly unknown[], id: number) =>
  templateQueryKey(id).every((part, index) => key[index] === part);

/** DELETE /api/templates/{id}: removes a template; positions using it are left without one. */
export function deleteTemplate(id: number): Promise<void> {
  return apiRequest<void>(`/api/templates/${id}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // The deleted template itself is not refetched (it would answer 404 on the screen being left); positions
    // show their template's name, so they are refreshed too.
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: templatesQueryKey,
          predicate: (query) => !isTemplateQuery(query.queryKey, id),
        }),
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
      ]),
  });
}
