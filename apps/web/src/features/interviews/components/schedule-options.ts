import { interviewDurations } from '@interview-hub/contracts/interview-options';
import {
  isWorkingDay,
  SPEC_WORKING_HOURS,
  timeSlots,
  type WorkingHours,
} from '@interview-hub/contracts/interview-slots';
import dayjs from 'dayjs';
import { formatTime, viewerTimeZone } from '../../../lib/format-date';

/** How far ahead the date pickers reach (spec §9). */
export const NEW_INTERVIEW_DAYS_AHEAD = 20;
export const RESCHEDULE_DAYS_AHEAD = 14;

const DAY_FORMAT = 'YYYY-MM-DD';

/** The instant of a day ('2026-03-02') and a slot ('09:30') in the user's time zone, as ISO with the offset. */
export function toIsoDateTime(day: string, time: string): string {
  return dayjs(`${day}T${time}`).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** The slots of a day that are still ahead of `now` (all of them on a later day): 08:00 … 21:30 by default. */
export function slotsForDay(
  day: string | null,
  now: Date = new Date(),
  hours: WorkingHours = SPEC_WORKING_HOURS,
): string[] {
  const all = timeSlots(hours);
  if (!day) return all;
  return all.filter((slot) => dayjs(`${day}T${slot}`).isAfter(now));
}

/**
 * The days a picker offers: from today to `daysAhead` days later, working days only (weekdays by default), and
 * today only while it has a slot left. Past days fall before `minDate`.
 */
export function bookableDays(
  daysAhead: number,
  now: Date = new Date(),
  hours: WorkingHours = SPEC_WORKING_HOURS,
) {
  const today = dayjs(now).format(DAY_FORMAT);
  return {
    minDate: today,
    maxDate: dayjs(now).add(daysAhead, 'day').format(DAY_FORMAT),
    excludeDate: (day: string) =>
      !isWorkingDay(dayjs(day).day(), hours) || (day === today && slotsForDay(day, now, hours).length === 0),
  };
}

/** The local day and slot of an instant, when they are bookable values; used to prefill a reschedule. */
export function dayAndSlotOf(iso: string): { day: string; time: string } {
  const date = dayjs(iso);
  return { day: date.format(DAY_FORMAT), time: date.format('HH:mm') };
}

export const durationSelectData = interviewDurations.map(({ value, label }) => ({
  value: String(value),
  label,
}));

/** The duration a select's value names, or null. */
export function parseDuration(value: string | null) {
  return interviewDurations.find((d) => String(d.value) === value)?.value ?? null;
}

/**
 * An interviewer's free starts grouped by the viewer's day ('YYYY-MM-DD'), soonest first, each as a select option:
 * the value is the viewer's 'HH:mm', the label their time with the interviewer's own beside it when their zones
 * differ ('10:00 (14:30 GMT+5:30)').
 */
export function freeSlotOptions(free: { slots: readonly string[]; timeZone: string }) {
  const theirs = free.timeZone !== viewerTimeZone();
  const days = new Map<string, { value: string; label: string }[]>();
  for (const slot of free.slots) {
    const local = dayjs(slot);
    const day = local.format(DAY_FORMAT);
    const label = theirs
      ? `${formatTime(slot)} (${formatTime(slot, { timeZone: free.timeZone })})`
      : formatTime(slot);
    days.set(day, [...(days.get(day) ?? []), { value: local.format('HH:mm'), label }]);
  }
  return days;
}
