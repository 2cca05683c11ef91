import type { WeekLoad } from '@interview-hub/contracts/capacity';
import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import { formatWeekdayTime } from '../../../lib/format-date';

/** '3 / 5 this week', or '3 this week' without a cap. */
export function weekLoadText(week: WeekLoad): string {
  return week.cap === null ? `${week.count} this week` : `${week.count} / ${week.cap} this week`;
}

/** Why an interviewer ranks where they do: 'next free: Tue 10:00 · 3 / 5 this week · calendar stale'. */
export function interviewerWhy(
  match: Pick<InterviewerMatch, 'next_free' | 'week' | 'calendar_state'>,
): string {
  return [
    match.next_free ? `next free: ${formatWeekdayTime(match.next_free)}` : 'no free time in 10 working days',
    weekLoadText(match.week),
    match.calendar_state === 'stale' ? 'calendar stale' : null,
    match.calendar_state === 'failed' ? 'calendar failing' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
