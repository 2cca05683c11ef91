import type { CalendarConnectInput, CalendarFeedResponse } from '@interview-hub/contracts/calendar-feed';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewerQueryKey } from './get-interviewer';

export const calendarFeedQueryKey = (id: number) => [...interviewerQueryKey(id), 'calendar'] as const;

/** GET /api/interviewers/{id}/calendar: connected or not, the address's hint (never the address), the status. */
export function getCalendarFeed(id: number, signal?: AbortSignal): Promise<CalendarFeedResponse> {
  return apiRequest<CalendarFeedResponse>(`/api/interviewers/${id}/calendar`, { signal });
}

export function useCalendarFeed(id: number) {
  return useQuery(
    queryOptions({
      queryKey: calendarFeedQueryKey(id),
      queryFn: ({ signal }) => getCalendarFeed(id, signal),
    }),
  );
}

/** PUT /api/interviewers/{id}/calendar: connects (or replaces) the calendar; the server fetches it at once. */
export function useConnectCalendar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarConnectInput) =>
      apiRequest<CalendarFeedResponse>(`/api/interviewers/${id}/calendar`, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(calendarFeedQueryKey(id), saved),
  });
}

/** DELETE /api/interviewers/{id}/calendar. */
export function useDisconnectCalendar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`/api/interviewers/${id}/calendar`, { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedResponse>(calendarFeedQueryKey(id), {
        connected: false,
        address_hint: null,
        status: null,
        busy_count: 0,
      }),
  });
}
