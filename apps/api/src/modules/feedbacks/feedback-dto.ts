import type { Feedback } from '@interview-hub/contracts/feedback';
import type { Actor } from '../../auth/actor';
import type { FeedbackListRow, FeedbackScope } from './feedbacks.repository';

export function feedbackScopeFor(actor: Actor): FeedbackScope {
  return actor.role === 'interviewer' ? { interviewerEmail: actor.email } : null;
}

export function toFeedbackDto(row: FeedbackListRow): Feedback {
  const { feedback } = row;
  return {
    id: feedback.id,
    interview_id: feedback.interviewId,
    feedback_type: feedback.feedbackType,
    feedback_text: feedback.feedbackText,
    rating: feedback.rating,
    overall_recommendation: feedback.overallRecommendation,
    created_at: feedback.createdAt.toISOString(),
    updated_at: feedback.updatedAt.toISOString(),
    author: row.author ? { id: row.author.id, name: row.author.name } : null,
    candidate: { id: row.candidate.id, name: row.candidate.name },
    interviewer: { id: row.interviewer.id, name: row.interviewer.name },
    interview: { id: row.interview.id, date: row.interview.date.toISOString(), status: row.interview.status },
    job: { id: row.job.id, title: row.job.title, client_name: row.client?.name ?? null },
  };
}
