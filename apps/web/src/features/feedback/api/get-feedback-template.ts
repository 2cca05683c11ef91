import type { Template } from '@interview-hub/contracts/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/templates/{id}: the template the feedback form is built from (its areas and questions). */
export function getFeedbackTemplate(id: number, signal?: AbortSignal): Promise<Template> {
  return apiRequest<Template>(`/api/templates/${id}`, { signal });
}

export function feedbackTemplateQueryOptions(id: number) {
  return queryOptions({
    // The templates screens cache templates under the same key.
    queryKey: ['templates', 'detail', id],
    queryFn: ({ signal }) => getFeedbackTemplate(id, signal),
  });
}

/** The template, once its id is known (`null` while the interview loads or when it has none). */
export function useFeedbackTemplate(id: number | null) {
  return useQuery({ ...feedbackTemplateQueryOptions(id ?? 0), enabled: id !== null });
}
