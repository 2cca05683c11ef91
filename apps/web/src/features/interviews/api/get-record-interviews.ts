import type { InterviewListItem } from '@interview-hub/contracts/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInterviews, type InterviewListQuery, interviewsQueryKey } from './get-interviews';

/** The most interviews one record's table shows (the API's largest page). */
const RECORD_INTERVIEWS_LIMIT = 200;

/**
 * GET /api/interviews?job_id= or ?candidate_id= through the one interviews fetcher: a position's or a candidate's
 * interviews, latest first.
 */
export function recordInterviewsQueryOptions(record: { job_id: number } | { candidate_id: number }) {
  const query: InterviewListQuery = {
    ...record,
    sort_by: 'date',
    sort_order: 'desc',
    limit: RECORD_INTERVIEWS_LIMIT,
  };
  return queryOptions({
    queryKey: [...interviewsQueryKey, 'list', query],
    queryFn: ({ signal }) => getInterviews(query, signal),
    // The cache holds the page as every interviews list does; the table reads its rows, latest first.
    select: (page): InterviewListItem[] =>
      [...page.data].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  });
}

export function usePositionInterviews(jobId: number) {
  return useQuery(recordInterviewsQueryOptions({ job_id: jobId }));
}

export function useCandidateInterviews(candidateId: number) {
  return useQuery(recordInterviewsQueryOptions({ candidate_id: candidateId }));
}
