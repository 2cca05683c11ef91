import type { Interview, InterviewEvent } from '@interview-hub/contracts/interviews';
import { can } from '@interview-hub/contracts/permissions';
import type { Actor } from '../../auth/actor';
import type { interviews } from '../../db/schema/index';
import type { listInterviewEvents } from './interview-writes.repository';
import type { InterviewRow, InterviewScope } from './interviews.repository';

/** Staff see every interview (the permissions table); interviewers only their own. */
export function interviewScopeFor(actor: Actor): InterviewScope {
  return can(actor.role, 'interviews.readAll') ? null : { interviewerEmail: actor.email };
}

/**
 * Who sees the client's decision on an interview: those who record it. The client's hiring decision is the
 * agency's business, not the interviewer's (decision 028), so interviewers get null.
 */
export function seesClientDecisions(actor: Actor): boolean {
  return can(actor.role, 'interviews.recordClientDecision');
}

/** Interviews that still call for feedback: booked, or completed without it yet. */
export const feedbackExpectedStatuses = ['scheduled', 'completed'] as const;

type OutcomeColumns = Pick<
  typeof interviews.$inferSelect,
  'status' | 'cancelledBy' | 'cancelReason' | 'outcomeNote' | 'outcomeLate' | 'feedbackDueAt'
>;

/** Who cancelled and why, and the feedback deadline and whether it has passed without feedback. */
export function outcomeOf(
  interview: OutcomeColumns,
  hasFeedback: boolean,
  now: Date,
): Pick<Interview, 'cancellation' | 'feedback_due_at' | 'feedback_overdue'> {
  const expectsFeedback = (feedbackExpectedStatuses as readonly string[]).includes(interview.status);
  return {
    cancellation:
      interview.status === 'cancelled'
        ? {
            by: interview.cancelledBy ?? 'agency',
            reason: interview.cancelReason ?? 'unknown',
            note: interview.outcomeNote,
            late: interview.outcomeLate,
          }
        : null,
    feedback_due_at: expectsFeedback ? (interview.feedbackDueAt?.toISOString() ?? null) : null,
    feedback_overdue:
      expectsFeedback &&
      !hasFeedback &&
      interview.feedbackDueAt !== null &&
      interview.feedbackDueAt.getTime() < now.getTime(),
  };
}

export function toInterviewDto(row: InterviewRow, now: Date = new Date()): Interview {
  const { interview, candidate, interviewer, job, client, template } = row;
  return {
    id: interview.id,
    status: interview.status,
    date: interview.date.toISOString(),
    duration: interview.duration,
    reschedule_count: interview.rescheduleCount,
    call_link: interview.callLink,
    feedback_form_link: interview.feedbackFormLink,
    recruiter_notes: interview.recruiterNotes,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
    template_id: interview.templateId,
    template: template ? { id: template.id, name: template.name } : null,
    candidate,
    candidate_id: candidate.id,
    interviewer,
    interviewer_id: interviewer.id,
    recruiter: row.recruiter
      ? { id: row.recruiter.id, name: row.recruiter.name, email: row.recruiter.email }
      : null,
    job: {
      id: job.id,
      title: job.title,
      posting_link: job.postingLink,
      template_id: job.templateId,
      client: client ? { id: client.id, name: client.name, website: client.website } : null,
    },
    job_id: job.id,
    has_feedback: row.feedbackId !== null,
    feedback_id: row.feedbackId,
    ...outcomeOf(interview, row.feedbackId !== null, now),
  };
}

export function toInterviewEventDto(
  row: Awaited<ReturnType<typeof listInterviewEvents>>[number],
): InterviewEvent {
  const { event, actor } = row;
  return {
    id: event.id,
    kind: event.kind,
    actor: actor ? { id: actor.id, name: actor.name } : null,
    from_date: event.fromDate?.toISOString() ?? null,
    to_date: event.toDate?.toISOString() ?? null,
    from_duration: event.fromDuration,
    to_duration: event.toDuration,
    reason: event.reason,
    cancelled_by: event.cancelledBy,
    reason_code: event.reasonCode,
    late: event.late,
    created_at: event.createdAt.toISOString(),
  };
}
