import type { Availability } from '@interview-hub/contracts/availability';
import type { CalendarState } from '@interview-hub/contracts/calendar-feed';
import type { WeekLoad } from '@interview-hub/contracts/capacity';
import { type Capacity, freeSlots, type Interval, weekLoad } from '@interview-hub/contracts/free-slots';
import { slotProblem, type WorkingHours } from '@interview-hub/contracts/interview-slots';
import type { Db } from '../../db/client';
import type { AvailabilityRow } from '../availability/availability.repository';
import { findCalendarBusy, findCalendarStatuses } from '../calendar-feeds/calendar-busy.repository';
import { findCapacityRows, findInterviewTimes, type InterviewerIds } from './capacity.repository';

const DAY = 86_400_000;

/** One interviewer's time, ready for `freeSlots` and `slotProblems`. */
export type InterviewerCapacity = {
  id: number;
  name: string;
  capacity: Capacity;
  availabilitySet: boolean;
  calendarState: CalendarState | null;
};

/**
 * Until an interviewer sets their availability, every hour of every day in their zone, without notice, buffer
 * or caps: the agency's working hours alone bound them, as before availability existed.
 */
function effectiveAvailability(
  row: { timezone: string | null; availability: AvailabilityRow | null },
  zone: string,
): Availability {
  const saved = row.availability;
  const timezone = row.timezone ?? zone;
  if (!saved) {
    return {
      timezone,
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [{ start: '00:00', end: '24:00' }],
      })),
      time_off: [],
      notice_hours: 0,
      buffer_minutes: 0,
      max_per_day: null,
      max_per_week: null,
    };
  }
  return {
    timezone,
    weekly: saved.weekly,
    time_off: saved.timeOff,
    notice_hours: saved.noticeHours,
    buffer_minutes: saved.bufferMinutes,
    max_per_day: saved.maxPerDay,
    max_per_week: saved.maxPerWeek,
  };
}

function groupIntervals(rows: { interviewerId: number; date: Date; duration: number }[]) {
  const byInterviewer = new Map<number, Interval[]>();
  for (const row of rows) {
    const start = row.date.getTime();
    const list = byInterviewer.get(row.interviewerId) ?? [];
    list.push({ start, end: start + row.duration * 60_000 });
    byInterviewer.set(row.interviewerId, list);
  }
  return byInterviewer;
}

/**
 * The time of some interviewers (or all) around a window: availability (in their zone; the agency's when they
 * have none), their interviews and their calendar's busy times, and every booking of the weeks the window
 * touches (the caps count whole weeks).
 */
export async function loadCapacities(
  db: Db,
  options: {
    ids: InterviewerIds;
    from: Date;
    to: Date;
    now: Date;
    agencyZone: string;
    excludeInterviewId?: number;
  },
): Promise<InterviewerCapacity[]> {
  const around = {
    from: new Date(options.from.getTime() - 8 * DAY),
    to: new Date(options.to.getTime() + 8 * DAY),
  };
  const [rows, times, calendarBusy, calendarStates] = await Promise.all([
    findCapacityRows(db, options.ids),
    findInterviewTimes(db, { ids: options.ids, ...around, excludeId: options.excludeInterviewId }),
    findCalendarBusy(db, options.ids, options.from, options.to),
    findCalendarStatuses(db, options.ids, options.now),
  ]);
  const busy = groupIntervals(times);
  return rows.map((row) => {
    const intervals = busy.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      availabilitySet: row.availability !== null,
      calendarState: calendarStates.get(row.id)?.state ?? null,
      capacity: {
        availability: effectiveAvailability(row, options.agencyZone),
        busy: intervals,
        calendarBusy: calendarBusy.get(row.id) ?? [],
        booked: intervals.map((i) => i.start),
        now: options.now.getTime(),
      },
    };
  });
}

/** The interviewer's interviews this ISO week (theirs) against their weekly cap. */
export function weekLoadOf(interviewer: InterviewerCapacity): WeekLoad {
  return {
    count: weekLoad(interviewer.capacity, interviewer.capacity.now),
    cap: interviewer.capacity.availability.max_per_week,
  };
}

/**
 * The free starts of one interviewer in a window, on the scheduler's half hours and within the agency's working
 * hours there, clear of `extraBusy` too (the candidate's interviews).
 */
export function slotsOf(
  interviewer: InterviewerCapacity,
  search: {
    from: number;
    to: number;
    duration: number;
    gridZone: string;
    hours: WorkingHours;
    limit?: number;
    extraBusy?: readonly Interval[];
  },
): number[] {
  const now = new Date(interviewer.capacity.now);
  return freeSlots({
    ...interviewer.capacity,
    busy: [...interviewer.capacity.busy, ...(search.extraBusy ?? [])],
    from: search.from,
    to: search.to,
    duration: search.duration,
    gridZone: search.gridZone,
    limit: search.limit,
    accept: (start) => slotProblem(new Date(start), search.gridZone, now, search.hours) === null,
  });
}

/** Interviews as busy intervals (the candidate's, for a search). */
export function intervalsOf(rows: readonly { date: Date; duration: number }[]): Interval[] {
  return rows.map((row) => ({ start: row.date.getTime(), end: row.date.getTime() + row.duration * 60_000 }));
}
