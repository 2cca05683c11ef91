import {
  type StructuredFeedback,
  structuredFeedbackSchema,
  type submitFeedbackSchema,
} from '@interview-hub/contracts/feedback';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';

/** Turns zod issues into the 400 the form shows next to each field. */
function invalid(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid feedback', details);
}

/** Validates structured feedback with the form's rules and cleans every text that may hold HTML. */
export function cleanStructuredFeedback(value: unknown): StructuredFeedback {
  const parsed = structuredFeedbackSchema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  const feedback = parsed.data;
  return {
    ...feedback,
    knowledge_areas: feedback.knowledge_areas.map((area) => ({ ...area, note: sanitizeRichText(area.note) })),
    strong_sides: sanitizeRichText(feedback.strong_sides),
    areas_for_improvements: sanitizeRichText(feedback.areas_for_improvements),
    overall_comment: sanitizeRichText(feedback.overall_comment),
  };
}

/** The form sends the areas as a JSON string (an array, or an object holding knowledge_areas) plus the summary. */
export function structuredFromSubmission(input: z.output<typeof submitFeedbackSchema>): StructuredFeedback {
  let areas: unknown;
  try {
    const parsed: unknown = JSON.parse(input.feedback_text);
    areas = Array.isArray(parsed)
      ? parsed
      : (parsed as { knowledge_areas?: unknown } | null)?.knowledge_areas;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'feedback_text must be a JSON list of knowledge areas');
  }
  return cleanStructuredFeedback({
    knowledge_areas: areas,
    candidate_level: input.candidate_level,
    rating: input.rating,
    overall_recommendation: input.overall_recommendation,
    strong_sides: input.strong_sides,
    areas_for_improvements: input.areas_for_improvements,
    overall_comment: input.overall_comment,
  });
}
