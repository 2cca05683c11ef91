import { type SubmitFeedbackInput, submitFeedbackSchema } from '@interview-hub/contracts/feedback';
import { noFeedbackReasons } from '@interview-hub/contracts/interviews';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { findInterviewerById } from '../interviewers/interviewers.repository';
import { interviewScopeFor } from '../interviews/interview-dto';
import {
  findInterviewForUpdate,
  insertInterviewEvent,
  updateInterview,
} from '../interviews/interview-writes.repository';
import { findInterviewRow } from '../interviews/interviews.repository';
import { postInterviewLines } from '../ledger/post-interview-lines';
import { readAgencySettings } from '../settings/agency-settings';
import { findFeedbackOfInterview, insertFeedback } from './feedbacks.repository';
import { structuredFromSubmission } from './structured-feedback';
import { queueFeedbackUpload } from './upload-feedback-to-drive';

export const DUPLICATE_FEEDBACK = 'Feedback was already submitted for this interview; edit it instead';

/** Feedback follows the call: refused (409) before the interview's start, which the details carry. */
function assertStarted(start: Date) {
  if (start.getTime() <= Date.now()) return;
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(start);
  throw new AppError('CONFLICT', `Feedback can be submitted from the interview's start, ${when} UTC`, {
    starts_at: start.toISOString(),
  });
}

/**
 * Stores structured feedback and marks the interview completed. One feedback per interview (a unique index):
 * changes after that go through editing. Interviewers may only give feedback on their own interviews. The
 * interview row is locked, as cancelling locks it, so a cancel and a submission apply one after the other.
 */
export async function submitFeedback(options: {
  db: Db;
  queue: JobQueue;
  /** Whether Google Drive is configured: then the PDF is queued for the interviewer's folder, if they have one. */
  driveConfigured: boolean;
  actor: Actor;
  interviewId: number;
  input: SubmitFeedbackInput;
  /** The agency's zone until its settings name one (the ledger's months are in it). */
  defaultTimeZone: string;
}): Promise<{ id: number; driveUpload: 'queued' | 'no-folder' | 'not-configured' }> {
  const input = submitFeedbackSchema.parse(options.input);
  if (input.interview_id !== undefined && input.interview_id !== options.interviewId) {
    throw new AppError('VALIDATION_FAILED', 'interview_id does not match the interview in the address');
  }
  const feedback = structuredFromSubmission(input);
  const { settings } = await readAgencySettings(options.db, options.defaultTimeZone);
  let result: { id: number; folder: string | null; upload: (() => Promise<void>) | null };
  try {
    result = await options.db.transaction(async (tx) => {
      const visible = await findInterviewRow(tx, options.interviewId, interviewScopeFor(options.actor));
      const interview = visible && (await findInterviewForUpdate(tx, options.interviewId));
      if (!interview) throw new AppError('NOT_FOUND', 'Interview not found');
      const refusal = noFeedbackReasons[interview.status];
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (await findFeedbackOfInterview(tx, options.interviewId))
        throw new AppError('CONFLICT', DUPLICATE_FEEDBACK);
      assertStarted(interview.date);
      const created = await insertFeedback(tx, {
        interviewId: options.interviewId,
        authorId: options.actor.id,
        feedbackType: input.feedback_type,
        feedbackText: JSON.stringify(feedback),
        rating: feedback.rating,
        overallRecommendation: feedback.overall_recommendation,
      });
      await updateInterview(tx, options.interviewId, { status: 'completed' });
      // The payout is no longer held; a late feedback takes its penalty off.
      await postInterviewLines(tx, {
        interviewId: options.interviewId,
        actorId: options.actor.id,
        reason: 'Feedback submitted',
        settings,
      });
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
      const folder = (await findInterviewerById(tx, interview.interviewerId))?.feedbackFolderId ?? null;
      const upload = await queueFeedbackUpload(tx, options.queue, {
        feedbackId: created.id,
        folder,
        driveConfigured: options.driveConfigured,
      });
      return { id: created.id, folder, upload };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_FEEDBACK);
    throw error;
  }
  await result.upload?.();
  if (!result.folder) return { id: result.id, driveUpload: 'no-folder' };
  return { id: result.id, driveUpload: result.upload ? 'queued' : 'not-configured' };
}
