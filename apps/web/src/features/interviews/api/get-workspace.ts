import type { Workspace } from '@interview-hub/contracts/workspace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiRequest } from '../../../lib/api-client';
import { interviewsQueryKey } from './get-interviews';

/** GET /api/my-interviews: the caller's own day, "today" starting at the viewer's midnight. */
export function getWorkspace(from: string, signal?: AbortSignal): Promise<Workspace> {
  return apiRequest<Workspace>('/api/my-interviews', { query: { from }, signal });
}

/** Under the interviews key, so recording an outcome or submitting feedback refreshes it. */
export function workspaceQueryOptions(now: Date = new Date()) {
  const from = dayjs(now).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ');
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'workspace', from] as const,
    queryFn: ({ signal }) => getWorkspace(from, signal),
    refetchInterval: 5 * 60_000,
  });
}

export function useWorkspace() {
  return useQuery(workspaceQueryOptions());
}
