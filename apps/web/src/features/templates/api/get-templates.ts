import type { TemplateSummary, templateListSchema } from '@interview-hub/contracts/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type TemplateList = z.infer<typeof templateListSchema>;

/** Every cached templates query (the list and single templates) starts with this key. */
export const templatesQueryKey = ['templates'] as const;

/** GET /api/templates: every feedback template with its knowledge-area count. */
export async function getTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  const list = await apiRequest<TemplateList>('/api/templates', { signal });
  return list.templates;
}

export function templatesQueryOptions() {
  return queryOptions({
    queryKey: [...templatesQueryKey, 'list'],
    queryFn: ({ signal }) => getTemplates(signal),
  });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
