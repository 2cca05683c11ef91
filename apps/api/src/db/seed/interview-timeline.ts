import type { CancellingParty, CancelReason, interviewStatuses } from '@interview-hub/contracts/interviews';
import type { Random } from './prng';
import {
  addMinutes,
  between,
  daysBefore,
  earliest,
  latest,
  pickSlot,
  startOfUtcDay,
  weekdaysBetween,
} from './seed-dates';

export type InterviewStatus = (typeof interviewStatuses)[number];

const durations = [30, 60, 90, 120] as const;

export type Reschedule = {
  fromDate: Date;
  toDate: Date;
  fromDuration: number;
  toDuration: number;
  at: Date;
  reason: string | null;
};

/** What happened to an interview from its creation until `now`. */
export type InterviewTimeline = {
  createdAt: Date;
  /** The date and duration it was first scheduled for. */
  originalDate: Date;
  originalDuration: number;
  reschedules: Reschedule[];
  cancelled: { at: Date; reason: string; by: CancellingParty; code: CancelReason } | null;
  /** When a no-show was recorded (no-show interviews only): a little after the start. */
  noShowAt: Date | null;
  /** When the feedback was submitted (completed interviews only). */
  completedAt: Date | null;
  updatedAt: Date;
};

const rescheduleReasons = [
  'Candidate asked for a later slot',
  'Interviewer unavailable',
  'Client asked to move the round',
  null,
] as const;

const cancellations = [
  { reason: 'Candidate withdrew from the process', by: 'candidate', code: 'candidate_withdrew' },
  { reason: 'Client put the position on hold', by: 'client', code: 'position_closed' },
  { reason: 'Candidate accepted another offer', by: 'candidate', code: 'candidate_withdrew' },
  { reason: 'Duplicate booking', by: 'agency', code: 'other' },
] as const;

export const pickDuration = (random: Random): number =>
  random.weighted([
    [30, 1],
    [60, 6],
    [90, 2],
    [120, 1],
  ]);

/** Earlier slots the interview was moved away from, oldest first: weekdays within a few days of `date`. */
function previousSlots(random: Random, date: Date, duration: number, count: number) {
  const day = startOfUtcDay(date);
  const days = weekdaysBetween(day, -4, 4).filter((d) => d.getTime() !== day.getTime());
  return Array.from({ length: count }, () => {
    const slotDuration = random.chance(0.75) ? duration : random.pick(durations);
    return { date: pickSlot(random, random.pick(days), slotDuration), duration: slotDuration };
  });
}

/**
 * Builds a consistent history: created before any date it was scheduled for, reschedules in order before the
 * slot they moved away from, then cancellation or feedback; nothing happens after `now`.
 */
export function buildTimeline(
  random: Random,
  { status, date, duration, now }: { status: InterviewStatus; date: Date; duration: number; now: Date },
): InterviewTimeline {
  const count = random.weighted([
    [0, 78],
    [1, 15],
    [2, 7],
  ]);
  const previous = previousSlots(random, date, duration, count);
  const limit = earliest(now, date, ...previous.map((slot) => slot.date));
  const createdAt = daysBefore(random, limit, 1, 10);
  const moments = previous
    .map(() => between(random, addMinutes(createdAt, 30), limit))
    .sort((a, b) => a.getTime() - b.getTime());
  const chain = [...previous, { date, duration }];
  const reschedules = moments.map((at, index): Reschedule => {
    const from = chain[index] ?? { date, duration };
    const to = chain[index + 1] ?? { date, duration };
    const reason = random.pick(rescheduleReasons);
    return {
      fromDate: from.date,
      toDate: to.date,
      fromDuration: from.duration,
      toDuration: to.duration,
      at,
      reason,
    };
  });
  const lastChange = reschedules.at(-1)?.at ?? createdAt;
  const cancelled =
    status === 'cancelled'
      ? { at: between(random, lastChange, earliest(now, date)), ...random.pick(cancellations) }
      : null;
  const noShowAt =
    status === 'candidate_no_show' || status === 'interviewer_no_show'
      ? earliest(addMinutes(date, random.int(10, 40)), addMinutes(now, -5))
      : null;
  const completedAt = status === 'completed' ? feedbackMoment(random, date, duration, now) : null;
  const edited = random.chance(0.2) ? between(random, lastChange, earliest(now, date)) : lastChange;
  return {
    createdAt,
    originalDate: chain[0]?.date ?? date,
    originalDuration: chain[0]?.duration ?? duration,
    reschedules,
    cancelled,
    noShowAt,
    completedAt,
    updatedAt: completedAt ?? cancelled?.at ?? noShowAt ?? edited,
  };
}

/** Feedback arrives between half an hour and a day after the interview ends, and never after `now`. */
function feedbackMoment(random: Random, date: Date, duration: number, now: Date): Date {
  const end = addMinutes(date, duration);
  const submitted = addMinutes(end, random.int(30, 24 * 60));
  return latest(addMinutes(end, 5), earliest(submitted, addMinutes(now, -10)));
}
