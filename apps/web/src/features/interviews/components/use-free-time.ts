import { type SlotsQuery, useInterviewerSlots } from '../api/get-interviewer-slots';
import type { FreeTime } from './schedule-fields';

/**
 * An interviewer's free time for the time fields: the slots (for the fields unless `showAll`), and whether the
 * chosen start (ISO) is outside them, which then needs a reason. When the slots fail to load, every time is
 * offered and the server checks the booking.
 */
export function useFreeTime(
  query: SlotsQuery & { name: string; showAll: boolean; chosen: string | undefined },
) {
  const slots = useInterviewerSlots(query);
  const data = slots.data;
  const free: FreeTime | undefined =
    data && !query.showAll
      ? { slots: data.slots, timeZone: data.interviewer_timezone, name: query.name }
      : undefined;
  const starts = data ? new Set(data.slots.map((slot) => Date.parse(slot))) : null;
  const needsReason =
    query.showAll && query.chosen !== undefined && starts !== null && !starts.has(Date.parse(query.chosen));
  const state: 'loading' | 'error' | 'ready' = slots.isError ? 'error' : data ? 'ready' : 'loading';
  return { data, free, needsReason, state };
}
