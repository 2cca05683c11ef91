import { isLate } from '@interview-hub/contracts/deadlines';
import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import type { interviewEvents } from '../schema/interviews';
import type { InterviewPlan } from './plan-interviews';

type EventRow = typeof interviewEvents.$inferInsert;

type EventActors = { schedulerId: number | null; feedbackAuthorId: number | null };

/**
 * The history of one interview: 'created' with the first slot, one 'rescheduled' per move (from → to), then
 * 'cancelled', a no-show or 'feedback_submitted' when it got there.
 */
export function buildInterviewEvents(
  interviewId: number,
  plan: InterviewPlan,
  { schedulerId, feedbackAuthorId }: EventActors,
): EventRow[] {
  const { timeline } = plan;
  const events: EventRow[] = [
    {
      interviewId,
      kind: 'created',
      actorId: schedulerId,
      toDate: timeline.originalDate,
      toDuration: timeline.originalDuration,
      createdAt: timeline.createdAt,
    },
    ...timeline.reschedules.map(
      (move): EventRow => ({
        interviewId,
        kind: 'rescheduled',
        actorId: schedulerId,
        fromDate: move.fromDate,
        toDate: move.toDate,
        fromDuration: move.fromDuration,
        toDuration: move.toDuration,
        reason: move.reason,
        createdAt: move.at,
      }),
    ),
  ];
  if (timeline.cancelled) {
    events.push({
      interviewId,
      kind: 'cancelled',
      actorId: schedulerId,
      fromDate: plan.date,
      fromDuration: plan.duration,
      reason: timeline.cancelled.reason,
      cancelledBy: timeline.cancelled.by,
      reasonCode: timeline.cancelled.code,
      late: isLate(plan.date, timeline.cancelled.at, defaultAgencySettings('UTC')),
      createdAt: timeline.cancelled.at,
    });
  }
  if (timeline.noShowAt && (plan.status === 'candidate_no_show' || plan.status === 'interviewer_no_show')) {
    events.push({
      interviewId,
      kind: plan.status,
      actorId: schedulerId,
      fromDate: plan.date,
      createdAt: timeline.noShowAt,
    });
  }
  if (timeline.completedAt) {
    events.push({
      interviewId,
      kind: 'feedback_submitted',
      actorId: feedbackAuthorId,
      createdAt: timeline.completedAt,
    });
  }
  return events;
}
