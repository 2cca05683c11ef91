import type { interviewerMatchListSchema } from '@interview-hub/contracts/interviewer-match';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type InterviewerMatchList = z.infer<typeof interviewerMatchListSchema>;
export type MatchQuery = { jobId: number | null; date?: string; duration?: number };

/** GET /api/interviewer-matches: every interviewer ranked for a position (and free at `date` when given). */
export function getInterviewerMatches(
  { jobId, date, duration }: MatchQuery & { jobId: number },
  signal?: AbortSignal,
): Promise<InterviewerMatchList> {
  return apiRequest<InterviewerMatchList>('/api/interviewer-matches', {
    query: { job_id: jobId, date, duration },
    signal,
  });
}

export function interviewerMatchesQueryOptions({ jobId, date, duration }: MatchQuery) {
  return queryOptions({
    queryKey: ['interview-wizard', 'matches', jobId, date ?? null, duration ?? null],
    queryFn:
      jobId === null ? skipToken : ({ signal }) => getInterviewerMatches({ jobId, date, duration }, signal),
  });
}

export function useInterviewerMatches(query: MatchQuery) {
  return useQuery(interviewerMatchesQueryOptions(query));
}
