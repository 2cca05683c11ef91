import type { AvailabilityResponse } from '@interview-hub/contracts/availability';
import type { CalendarFeedResponse } from '@interview-hub/contracts/calendar-feed';

/** An availability as GET /api/interviewers/{id}/availability answers it before the interviewer sets it. */
export function makeAvailability(fields: Partial<AvailabilityResponse> = {}): AvailabilityResponse {
  return {
    timezone: 'UTC',
    weekly: [],
    time_off: [],
    notice_hours: 12,
    buffer_minutes: 15,
    max_per_day: null,
    max_per_week: null,
    is_set: false,
    updated_at: null,
    ...fields,
  };
}

/** GET /api/interviewers/{id}/calendar for an interviewer who has not connected a calendar. */
export const calendarNotConnected: CalendarFeedResponse = {
  connected: false,
  address_hint: null,
  status: null,
  busy_count: 0,
};
