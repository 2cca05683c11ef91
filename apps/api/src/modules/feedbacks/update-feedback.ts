import { can } from '@interview-hub/contracts/permissions';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { feedbackScopeFor } from './feedback-dto';
import { findFeedbackRow, updateFeedbackRow } from './feedbacks.repository';
import { cleanStructuredFeedback } from './structured-feedback';

/** Looks structured (JSON with knowledge areas) even if it breaks the rules, so it is validated, not kept as text. */
function looksStructured(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'knowledge_areas' in value ? value : null;
  } catch {
    return null;
  }
}

/** Structured feedback keeps its rating and recommendation columns in step; plain text is stored trimmed. */
function feedbackValues(text: string) {
  const structured = looksStructured(text);
  if (!structured) return { feedbackText: text.trim() };
  const feedback = cleanStructuredFeedback(structured);
  return {
    feedbackText: JSON.stringify(feedback),
    rating: feedback.rating,
    overallRecommendation: feedback.overall_recommendation,
  };
}

/** Edits feedback: structured JSON (validated like the form) or plain text. The author, recruiters and admins may. */
export async function updateFeedback(options: {
  db: Db;
  actor: Actor;
  id: number;
  feedbackText: string;
}): Promise<void> {
  const { actor } = options;
  await options.db.transaction(async (tx) => {
    const row = await findFeedbackRow(tx, options.id, feedbackScopeFor(actor));
    if (!row) throw new AppError('NOT_FOUND', 'Feedback not found');
    if (!can(actor.role, 'feedback.editAny') && row.feedback.authorId !== actor.id) {
      throw new AppError('FORBIDDEN', 'Only the author can edit this feedback');
    }
    const after = await updateFeedbackRow(tx, options.id, feedbackValues(options.feedbackText));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'feedback.update',
      entity: 'feedback',
      entityId: options.id,
      before: row.feedback,
      after,
    });
  });
}
