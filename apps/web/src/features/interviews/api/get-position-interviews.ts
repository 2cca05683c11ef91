import type { Interview, interviewPageSchema } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type InterviewPage = z.infer<typeof interviewPageSchema>;

/** The most interviews one position's table shows (the API's largest page). */
const POSITION_INTERVIEWS_LIMIT = 200;

/** GET /api/interviews?job_id={id}: the position's interviews, latest first. */
export async function getPositionInterviews(jobId: number, signal?: AbortSignal): Promise<Interview[]> {
  const page = await apiRequest<InterviewPage>('/api/interviews', {
    query: { job_id: jobId, sort_by: 'date', sort_order: 'desc', limit: POSITION_INTERVIEWS_LIMIT },
    signal,
  });
  return [...page.data].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export function positionInterviewsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: ['interviews', 'by-position', jobId],
    queryFn: ({ signal }) => getPositionInterviews(jobId, signal),
  });
}

export function usePositionInterviews(jobId: number) {
  return useQuery(positionInterviewsQueryOptions(jobId));
}
