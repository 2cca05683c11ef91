import type { InterviewListItem, InterviewListParams } from '@interview-hub/contracts/interviews';
import type { PageMeta } from '@interview-hub/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The list's query parameters; `status` is sent as a comma list. */
export type InterviewListQuery = Partial<Omit<InterviewListParams, 'status'>> & { status?: string };
export type InterviewList = { data: InterviewListItem[]; meta: PageMeta | null };

const itemKeys = ['data', 'items', 'results', 'interviews'] as const;

/**
 * The list answer as spec §3 allows it: an array, or an object holding the items under data, items, results or
 * interviews (with a meta object when the server pages).
 */
export function readInterviewList(body: unknown): InterviewList {
  if (Array.isArray(body)) return { data: body as InterviewListItem[], meta: null };
  if (typeof body !== 'object' || body === null) return { data: [], meta: null };
  const record = body as Record<string, unknown>;
  const key = itemKeys.find((name) => Array.isArray(record[name]));
  const meta = typeof record.meta === 'object' && record.meta !== null ? (record.meta as PageMeta) : null;
  return { data: key ? (record[key] as InterviewListItem[]) : [], meta };
}

/** GET /api/interviews: a page of interviews, filtered and sorted by the server. */
export async function getInterviews(query: InterviewListQuery, signal?: AbortSignal): Promise<InterviewList> {
  return readInterviewList(await apiRequest<unknown>('/api/interviews', { query, signal }));
}

/** Every interview query starts with this key; writes invalidate it. */
export const interviewsQueryKey = ['interviews'] as const;

export function interviewsQueryOptions(query: InterviewListQuery) {
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'list', query],
    queryFn: ({ signal }) => getInterviews(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInterviews(query: InterviewListQuery) {
  return useQuery(interviewsQueryOptions(query));
}
