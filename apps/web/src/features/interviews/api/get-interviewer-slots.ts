import type { InterviewerSlots } from '@interview-hub/contracts/capacity';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiRequest } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/format-date';

export type SlotsQuery = {
  interviewerId: number | null;
  duration: number;
  /** How many days ahead the date picker reaches: the slots cover today to the end of that day. */
  daysAhead: number;
  candidateId?: number | null;
  /** The interview being moved: its own time is not busy. */
  excludeInterviewId?: number;
};

/**
 * GET /api/interviewers/{id}/slots: the interviewer's free starts from now to the end of the picker's last day,
 * on the viewer's half hours.
 */
export function getInterviewerSlots(
  query: SlotsQuery & { interviewerId: number },
  signal?: AbortSignal,
): Promise<InterviewerSlots> {
  const now = dayjs();
  return apiRequest<InterviewerSlots>(`/api/interviewers/${query.interviewerId}/slots`, {
    query: {
      from: now.toISOString(),
      to: now
        .startOf('day')
        .add(query.daysAhead + 1, 'day')
        .toISOString(),
      duration: query.duration,
      timezone: viewerTimeZone(),
      candidate_id: query.candidateId ?? undefined,
      exclude_interview_id: query.excludeInterviewId,
    },
    signal,
  });
}

export function interviewerSlotsQueryOptions(query: SlotsQuery) {
  const { interviewerId } = query;
  return queryOptions({
    queryKey: [
      'interview-wizard',
      'slots',
      interviewerId,
      query.duration,
      query.daysAhead,
      query.candidateId ?? null,
      query.excludeInterviewId ?? null,
    ],
    queryFn:
      interviewerId === null
        ? skipToken
        : ({ signal }) => getInterviewerSlots({ ...query, interviewerId }, signal),
  });
}

export function useInterviewerSlots(query: SlotsQuery) {
  return useQuery(interviewerSlotsQueryOptions(query));
}
