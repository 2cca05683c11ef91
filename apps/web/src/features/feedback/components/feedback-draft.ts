import { areaLevelSchema, candidateLevels, recommendations } from '@interview-hub/contracts/feedback';
import type { Template } from '@interview-hub/contracts/templates';
import { z } from 'zod';
import { emptyArea, type FeedbackFormValues } from './feedback-form-values';

/** Drafts live in this browser only, one per interview, so a reload or a closed tab loses nothing. */
export const feedbackDraftKey = (interviewId: number) => `feedback-draft:${interviewId}`;

const draftSchema = z.object({
  areas: z.array(
    z.object({
      id: z.number().int(),
      level: areaLevelSchema,
      askedQuestionIds: z.array(z.number().int()),
      note: z.string(),
    }),
  ),
  candidate_level: z.enum(candidateLevels),
  strong_sides: z.string(),
  areas_for_improvements: z.string(),
  overall_comment: z.string(),
  overall_recommendation: z.enum(recommendations).nullable(),
  rating: z.union([z.number(), z.literal('')]),
});

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
  const draft = draftSchema.safeParse(stored);
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
