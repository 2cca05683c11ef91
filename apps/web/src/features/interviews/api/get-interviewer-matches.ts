import type { interviewerMatchListSchema } from '@interview-hub/contracts/interviewer-match';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/format-date';

type InterviewerMatchList = z.infer<typeof interviewerMatchListSchema>;
export type MatchQuery = { jobId: number | null; date?: string; duration?: number; search?: string };

/**
 * GET /api/interviewer-matches: every interviewer ranked for a position (and free at `date` when given), or
 * those a search finds, each keeping their rank among all.
 */
export function getInterviewerMatches(
  { jobId, date, duration, search }: MatchQuery & { jobId: number },
  signal?: AbortSignal,
): Promise<InterviewerMatchList> {
  return apiRequest<InterviewerMatchList>('/api/interviewer-matches', {
    query: { job_id: jobId, date, duration, search, timezone: viewerTimeZone() },
    signal,
  });
}

export function interviewerMatchesQueryOptions({ jobId, date, duration, search = '' }: MatchQuery) {
  return queryOptions({
    queryKey: ['interview-wizard', 'matches', jobId, date ?? null, duration ?? null, search],
    queryFn:
      jobId === null
        ? skipToken
        : ({ signal }) => getInterviewerMatches({ jobId, date, duration, search }, signal),
  });
}

export function useInterviewerMatches(query: MatchQuery) {
  return useQuery(interviewerMatchesQueryOptions(query));
}
