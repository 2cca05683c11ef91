import type { findATimeSchema } from '@interview-hub/contracts/capacity';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/format-date';

type TimeOptions = z.infer<typeof findATimeSchema>;
export type FindATimeQuery = { jobId: number | null; candidateId: number | null; duration: number };

/** GET /api/interviews/find-a-time: the earliest free slots of the interviewers who match the position. */
export function findATime(
  query: FindATimeQuery & { jobId: number },
  signal?: AbortSignal,
): Promise<TimeOptions> {
  return apiRequest<TimeOptions>('/api/interviews/find-a-time', {
    query: {
      job_id: query.jobId,
      candidate_id: query.candidateId ?? undefined,
      duration: query.duration,
      timezone: viewerTimeZone(),
    },
    signal,
  });
}

export function findATimeQueryOptions(query: FindATimeQuery) {
  const { jobId } = query;
  return queryOptions({
    queryKey: ['interview-wizard', 'find-a-time', jobId, query.candidateId, query.duration],
    queryFn: jobId === null ? skipToken : ({ signal }) => findATime({ ...query, jobId }, signal),
  });
}

export function useFindATime(query: FindATimeQuery, enabled: boolean) {
  return useQuery({ ...findATimeQueryOptions(query), enabled });
}
