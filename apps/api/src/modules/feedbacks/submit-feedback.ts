import { type SubmitFeedbackInput, submitFeedbackSchema } from '@interview-hub/contracts/feedback';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.repository';
import { interviewScopeFor } from '../interviews/interview-dto';
import { insertInterviewEvent, updateInterview } from '../interviews/interview-writes.repository';
import { findInterviewRow } from '../interviews/interviews.repository';
import { findFeedbackByAuthor, insertFeedback } from './feedbacks.repository';
import { structuredFromSubmission } from './structured-feedback';

/**
 * Stores an interviewer's structured feedback and marks the interview completed. One submission per author and
 * interview: changes after that go through editing. Interviewers may only give feedback on their own interviews.
 */
export async function submitFeedback(options: {
  db: Db;
  actor: Actor;
  interviewId: number;
  input: SubmitFeedbackInput;
}): Promise<number> {
  const input = submitFeedbackSchema.parse(options.input);
  if (input.interview_id !== undefined && input.interview_id !== options.interviewId) {
    throw new AppError('VALIDATION_FAILED', 'interview_id does not match the interview in the address');
  }
  const feedback = structuredFromSubmission(input);
  return options.db.transaction(async (tx) => {
    const row = await findInterviewRow(tx, options.interviewId, interviewScopeFor(options.actor));
    if (!row) throw new AppError('NOT_FOUND', 'Interview not found');
    if (row.interview.status === 'cancelled')
      throw new AppError('CONFLICT', 'Feedback cannot be given on a cancelled interview');
    if (await findFeedbackByAuthor(tx, options.interviewId, options.actor.id)) {
      throw new AppError('CONFLICT', 'You already submitted feedback for this interview; edit it instead');
    }
    const created = await insertFeedback(tx, {
      interviewId: options.interviewId,
      authorId: options.actor.id,
      feedbackType: input.feedback_type,
      feedbackText: JSON.stringify(feedback),
      rating: feedback.rating,
      overallRecommendation: feedback.overall_recommendation,
    });
    await updateInterview(tx, options.interviewId, { status: 'completed' });
    await insertInterviewEvent(tx, {
      interviewId: options.interviewId,
      kind: 'feedback_submitted',
      actorId: options.actor.id,
    });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'feedback.create',
      entity: 'feedback',
      entityId: created.id,
      after: created,
    });
    return created.id;
  });
}
