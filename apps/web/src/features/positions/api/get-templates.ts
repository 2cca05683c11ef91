import type { templateListSchema } from '@interview-hub/contracts/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type TemplateList = z.infer<typeof templateListSchema>;
export type TemplateOption = TemplateList['templates'][number];

/** GET /api/templates: the feedback templates a position can be given. */
export async function getTemplateOptions(signal?: AbortSignal): Promise<TemplateOption[]> {
  const list = await apiRequest<TemplateList>('/api/templates', { signal });
  return list.templates;
}

export function templateOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['templates', 'options'],
    queryFn: ({ signal }) => getTemplateOptions(signal),
  });
}

export function useTemplateOptions() {
  return useQuery(templateOptionsQueryOptions());
}
