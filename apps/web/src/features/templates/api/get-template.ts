import type { Template } from '@interview-hub/contracts/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** GET /api/templates/{id}: a template with its knowledge areas and their questions (by level, then text). */
export function getTemplate(id: number, signal?: AbortSignal): Promise<Template> {
  return apiRequest<Template>(`/api/templates/${id}`, { signal });
}

export const templateQueryKey = (id: number) => [...templatesQueryKey, 'detail', id] as const;

export function templateQueryOptions(id: number) {
  return queryOptions({
    queryKey: templateQueryKey(id),
    queryFn: ({ signal }) => getTemplate(id, signal),
  });
}

export function useTemplate(id: number, enabled = true) {
  return useQuery({ ...templateQueryOptions(id), enabled });
}
