import type { Template } from '@interview-hub/contracts/templates';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryKey } from './get-templates';

/** GET /api/templates/{id}: a template with its knowledge areas and their questions (by level, then text). */
export function getTemplate(id: number, signal?: AbortSignal): Promise<Template> {
  return apiRequest<Template>(`/api/templates/${id}`, { signal });
}

export const templateQueryKey = (id: number | null) => [...templatesQueryKey, 'detail', id] as const;

/** `null` while the id is not known yet (say, the interview that names it is loading): nothing is fetched. */
export function templateQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: templateQueryKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => getTemplate(id, signal),
  });
}

export function useTemplate(id: number | null, enabled = true) {
  return useQuery({ ...templateQueryOptions(id), enabled });
}
