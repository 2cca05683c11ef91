import type { feedbackListQuerySchema } from '@interview-hub/contracts/feedback';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { sharedRead } from '../../db/shared-reads';
import { AppError } from '../../lib/app-error';
import { feedbackScopeFor, toFeedbackDto } from './feedback-dto';
import {
  countFeedbacks,
  type FeedbackListRow,
  findFeedbackRow,
  selectFeedbackPage,
} from './feedbacks.repository';

/** One feedback with its interview's parties, if the caller may read it; 404 otherwise (ids cannot be probed). */
export async function getFeedbackRow(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<FeedbackListRow> {
  const row = await findFeedbackRow(options.db, options.id, feedbackScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', 'Feedback not found');
  return row;
}

/** Feedback the caller may read, newest first (or oldest), one page; the count is shared by concurrent requests. */
export async function listFeedbacks(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof feedbackListQuerySchema>;
}) {
  const { db } = options;
  const { page, limit, sort_order, interview_id } = options.query;
  const scope = feedbackScopeFor(options.actor);
  const [rows, total] = await Promise.all([
    selectFeedbackPage(db, { scope, interviewId: interview_id, page, limit, order: sort_order }),
    sharedRead(db, `feedbacks:${JSON.stringify([scope, interview_id])}`, () =>
      countFeedbacks(db, scope, interview_id),
    ),
  ]);
  return { data: rows.map(toFeedbackDto), meta: pageMeta(page, limit, total) };
}
