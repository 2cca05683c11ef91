import type { Interview } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviews, type InterviewListQuery, interviewsQueryKey } from './get-interviews';

/** The most interviews one position's table shows (the API's largest page). */
const POSITION_INTERVIEWS_LIMIT = 200;

/** GET /api/interviews?job_id={id} through the one interviews fetcher: the position's interviews, latest first. */
export function positionInterviewsQueryOptions(jobId: number) {
  const query: InterviewListQuery = {
    job_id: jobId,
    sort_by: 'date',
    sort_order: 'desc',
    limit: POSITION_INTERVIEWS_LIMIT,
  };
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'list', query],
    queryFn: ({ signal }) => getInterviews(query, signal),
    // The cache holds the page as every interviews list does; the table reads its rows, latest first.
    select: (page): Interview[] => [...page.data].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  });
}

export function usePositionInterviews(jobId: number) {
  return useQuery(positionInterviewsQueryOptions(jobId));
}
