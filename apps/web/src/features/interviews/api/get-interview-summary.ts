import type { InterviewSummary } from '@interview-hub/contracts/interview-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/format-date';
import { interviewsQueryKey } from './get-interviews';

/** GET /api/interviews/summary: today's and this week's counts in the viewer's zone, the list's own days. */
export function getInterviewSummary(timezone: string, signal?: AbortSignal): Promise<InterviewSummary> {
  return apiRequest<InterviewSummary>('/api/interviews/summary', { query: { timezone }, signal });
}

/** Under the interviews key, so any interview write refreshes the numbers; a passing deadline within minutes. */
export function interviewSummaryQueryOptions(timezone = viewerTimeZone()) {
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'summary', timezone] as const,
    queryFn: ({ signal }) => getInterviewSummary(timezone, signal),
    refetchInterval: 5 * 60_000,
  });
}

export function useInterviewSummary() {
  return useQuery(interviewSummaryQueryOptions());
}
