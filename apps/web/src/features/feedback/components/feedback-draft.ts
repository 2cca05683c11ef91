import {
  emptyArea,
  type FeedbackFormValues,
  feedbackFormValuesSchema,
} from '@interview-hub/contracts/feedback-form';
import type { Template } from '@interview-hub/contracts/templates';

/** Drafts live in this browser only, one per interview, so a reload or a closed tab loses nothing. */
export const feedbackDraftKey = (interviewId: number) => `feedback-draft:${interviewId}`;

/**
 * The saved draft fitted to the template as it is now: areas the template lost are dropped, new ones start blank,
 * questions no longer in an area are unticked. `null` when there is no usable draft.
 */
export function readFeedbackDraft(interviewId: number, template: Template): FeedbackFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(feedbackDraftKey(interviewId)) ?? 'null');
  } catch {
    return null;
  }
  const draft = feedbackFormValuesSchema.safeParse(stored);
  if (!draft.success) return null;
  return {
    ...draft.data,
    areas: template.knowledge_areas.map((area) => {
      const saved = draft.data.areas.find((a) => a.id === area.id);
      if (!saved) return emptyArea(area.id);
      const questionIds = new Set(area.questions.map((q) => q.id));
      return { ...saved, askedQuestionIds: saved.askedQuestionIds.filter((id) => questionIds.has(id)) };
    }),
  };
}

export function saveFeedbackDraft(interviewId: number, values: FeedbackFormValues): void {
  try {
    localStorage.setItem(feedbackDraftKey(interviewId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearFeedbackDraft(interviewId: number): void {
  localStorage.removeItem(feedbackDraftKey(interviewId));
}
