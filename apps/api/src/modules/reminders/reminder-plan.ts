import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { interviewNotificationKinds } from '../../db/schema/index';
import { feedbackExpectedStatuses } from '../interviews/interview-dto';

export type ReminderKind = (typeof interviewNotificationKinds)[number];
export type PlannedReminder = { kind: ReminderKind; dueAt: Date; hours: number };

const HOUR = 3_600_000;

/** A reminder that came due longer ago than this is not sent after an outage; it is left alone. */
export const CATCH_UP_HOURS = 72;

type PlanSettings = Pick<
  AgencySettings,
  'interview_reminder_hours' | 'feedback_reminder_hours' | 'escalation_hours'
>;

/**
 * Every reminder and alert of an interview, from its time and the agency's settings: interviewer and candidate
 * before the start; the interviewer after the end, until the deadline; the recruiter at the deadline; the admins
 * an escalation window later. Computed from the interview as it is now, so a reschedule moves them all.
 */
export function reminderPlan(
  interview: { date: Date; duration: number; feedbackDueAt: Date | null },
  settings: PlanSettings,
): PlannedReminder[] {
  const start = interview.date.getTime();
  const end = start + interview.duration * 60_000;
  const before = settings.interview_reminder_hours.flatMap((hours) =>
    (['interviewer_before', 'candidate_before'] as const).map((kind) => ({
      kind,
      dueAt: new Date(start - hours * HOUR),
      hours,
    })),
  );
  if (!interview.feedbackDueAt) return before;
  const deadline = interview.feedbackDueAt.getTime();
  const feedback = settings.feedback_reminder_hours
    .filter((hours) => end + hours * HOUR < deadline)
    .map((hours) => ({ kind: 'feedback_reminder' as const, dueAt: new Date(end + hours * HOUR), hours }));
  return [
    ...before,
    ...feedback,
    { kind: 'feedback_overdue', dueAt: new Date(deadline), hours: 0 },
    {
      kind: 'feedback_escalation',
      dueAt: new Date(deadline + settings.escalation_hours * HOUR),
      hours: settings.escalation_hours,
    },
  ];
}

/** What an interview is now, as far as its reminders care. */
export type ReminderState = {
  status: string;
  date: Date;
  hasFeedback: boolean;
  feedbackDueAt: Date | null;
  /** When it was booked or last moved: a reminder due before that was never meant for this time. */
  bookedAt: Date;
};

const expectsFeedback = (state: ReminderState) =>
  (feedbackExpectedStatuses as readonly string[]).includes(state.status) && !state.hasFeedback;

/**
 * Whether a reminder that has come due is still worth sending, or why not. Of several of one kind due at once
 * (after an outage) only the latest is sent; a reminder before the start is pointless after it, and one meant
 * for a time before the booking was never due; feedback reminders stop at the deadline, where the alerts take
 * over; nothing goes out for an interview that was cancelled, missed or already reviewed.
 */
export function reminderVerdict(
  reminder: PlannedReminder,
  dueNow: readonly PlannedReminder[],
  state: ReminderState,
  now: Date,
): { send: true } | { send: false; reason: string } {
  const later = dueNow.some((other) => other.kind === reminder.kind && other.dueAt > reminder.dueAt);
  if (later) return { send: false, reason: 'a later reminder of the same kind was due too' };
  switch (reminder.kind) {
    case 'interviewer_before':
    case 'candidate_before':
      if (state.status !== 'scheduled') return { send: false, reason: `the interview is ${state.status}` };
      if (now >= state.date) return { send: false, reason: 'the interview had started' };
      if (reminder.dueAt <= state.bookedAt) return { send: false, reason: 'due before it was booked' };
      return { send: true };
    case 'feedback_reminder':
      if (!expectsFeedback(state)) return { send: false, reason: 'no feedback is expected' };
      if (state.feedbackDueAt && now >= state.feedbackDueAt)
        return { send: false, reason: 'the deadline had passed' };
      return { send: true };
    case 'feedback_overdue':
    case 'feedback_escalation':
      if (!expectsFeedback(state)) return { send: false, reason: 'no feedback is expected' };
      return { send: true };
  }
}
