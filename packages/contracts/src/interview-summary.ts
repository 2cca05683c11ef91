import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { zoneQuerySchema } from './capacity';

/** GET /api/interviews/summary: the viewer's zone decides what "today" and "this week" are. */
export const interviewSummaryQuerySchema = z.object({
  /** The viewer's IANA zone; the agency's zone when absent. */
  timezone: zoneQuerySchema,
});
export type InterviewSummaryQuery = z.infer<typeof interviewSummaryQuerySchema>;

const day = z.iso.date();
const count = z.number().int().min(0);
/** A count over calendar days of the summary's zone: the first and the last day, both inclusive (YYYY-MM-DD). */
const daysCount = z.object({ count, date_from: day, date_to: day });

/**
 * The strip above the interviews list (staff). Each number is what the list shows with the matching filters:
 * today and this week leave out cancelled interviews, no-shows are either side's, feedback overdue is the list's
 * `overdue` filter, and without a template counts booked interviews that have none.
 */
export const interviewSummarySchema = z.object({
  /** The zone the days are in. */
  timezone: z.string(),
  today: daysCount,
  this_week: daysCount,
  feedback_overdue: z.object({ count }),
  no_shows_this_week: daysCount,
  without_template: z.object({ count }),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

/** The statuses today and this week count: everything but a cancellation. */
export const summaryDayStatuses = [
  'scheduled',
  'completed',
  'candidate_no_show',
  'interviewer_no_show',
] as const;
export const summaryNoShowStatuses = ['candidate_no_show', 'interviewer_no_show'] as const;

/** Instants ([start, end), epoch ms) and the calendar days they cover in the zone. */
export type SummaryBounds = {
  today: { start: number; end: number; date: string };
  /** Monday 00:00 to the next Monday 00:00. */
  week: { start: number; end: number; firstDay: string; lastDay: string };
};

const midnight = (date: Temporal.PlainDate, zone: string) =>
  date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;

/**
 * Today and this week (Monday to Sunday) around `now` in `zone`. Each bound is the zone's start of a day, which
 * Temporal places right on a DST change (a day that starts at 01:00 starts then), so a day may last 23 or 25 hours.
 */
export function summaryBounds(now: number, zone: string): SummaryBounds {
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const nextMonday = monday.add({ days: 7 });
  return {
    today: {
      start: midnight(today, zone),
      end: midnight(today.add({ days: 1 }), zone),
      date: today.toString(),
    },
    week: {
      start: midnight(monday, zone),
      end: midnight(nextMonday, zone),
      firstDay: monday.toString(),
      lastDay: nextMonday.subtract({ days: 1 }).toString(),
    },
  };
}
