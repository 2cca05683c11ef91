import { type InterviewSummary, summaryBounds } from '@interview-hub/contracts/interview-summary';
import type { Db } from '../../db/client';
import { agencyTimeZone } from '../settings/agency-settings';
import { countInterviewSummary, type SummaryWindow } from './interview-summary.repository';

/** The instants the summary counts between, around `now` in `zone`. */
export function summaryWindow(now: Date, zone: string): SummaryWindow {
  const { today, week } = summaryBounds(now.getTime(), zone);
  return {
    todayStart: new Date(today.start),
    todayEnd: new Date(today.end),
    weekStart: new Date(week.start),
    weekEnd: new Date(week.end),
    now,
  };
}

/**
 * The summary strip of the interviews screen: today's and this week's interviews, feedback overdue, this week's
 * no-shows and booked interviews without a template. Days are the viewer's (`timeZone`, already validated), the
 * agency's when the viewer sends none.
 */
export async function summarizeInterviews(options: {
  db: Db;
  timeZone: string | undefined;
  defaultTimeZone: string;
}): Promise<InterviewSummary> {
  const { db } = options;
  const now = new Date();
  const zone = options.timeZone ?? (await agencyTimeZone(db, options.defaultTimeZone));
  const { today, week } = summaryBounds(now.getTime(), zone);
  const counts = await countInterviewSummary(db, summaryWindow(now, zone));
  const thisWeek = { date_from: week.firstDay, date_to: week.lastDay };
  return {
    timezone: zone,
    today: { count: counts.today, date_from: today.date, date_to: today.date },
    this_week: { count: counts.thisWeek, ...thisWeek },
    feedback_overdue: { count: counts.feedbackOverdue },
    no_shows_this_week: { count: counts.noShowsThisWeek, ...thisWeek },
    without_template: { count: counts.withoutTemplate },
  };
}
