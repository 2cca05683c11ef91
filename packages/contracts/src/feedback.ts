import { z } from 'zod';
import { pageOf } from './pagination';
import { numberFromForm, recordIdQuerySchema, textInput } from './record-fields';

/** Minimum length of a knowledge area's note when the area was assessed (decision record 004). */
export const FEEDBACK_MIN_NOTE_LENGTH = 30;
/** One scale for the form, the structured view and the editor (decision record 004). */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;

export const areaLevels = [
  'N/A',
  'below expectations',
  'meets expectations',
  'exceeds expectations',
] as const;
export const areaLevelSchema = z.enum(areaLevels);
export type AreaLevel = z.infer<typeof areaLevelSchema>;

export const candidateLevels = ['Junior', 'Middle', 'Senior'] as const;
export const recommendations = ['Pass', 'Fail'] as const;

export const feedbackMessages = {
  required: 'This field is required.',
  recommendation: 'Recommendation is required.',
  rating: `Rating must be between ${FEEDBACK_RATING_MIN} and ${FEEDBACK_RATING_MAX}.`,
  note: (n: number) => `Note must be at least ${n} characters.`,
  form: 'Please correct the errors before submitting.',
} as const;

const text = (max: number) => textInput().trim().max(max);

export const feedbackQuestionSchema = z.object({
  id: z.number().int().nullable().optional(),
  text: text(2000).min(1),
  level: textInput().max(20).nullable().optional(),
});

/** One knowledge area as assessed: what it was written against is stored with it, so it outlives the template. */
export const feedbackAreaSchema = z
  .object({
    id: z.number().int().nullable().optional(),
    name: text(300).min(1),
    level: areaLevelSchema,
    questions: z.array(feedbackQuestionSchema).max(200).default([]),
    note: text(20_000).default(''),
  })
  .superRefine((area, ctx) => {
    if (area.level !== 'N/A' && area.note.length < FEEDBACK_MIN_NOTE_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: feedbackMessages.note(FEEDBACK_MIN_NOTE_LENGTH),
      });
    }
  });
export type FeedbackArea = z.infer<typeof feedbackAreaSchema>;

const required = text(20_000).min(1, feedbackMessages.required);
const rating = numberFromForm(
  z.coerce
    .number({ error: feedbackMessages.rating })
    .int(feedbackMessages.rating)
    .min(FEEDBACK_RATING_MIN, feedbackMessages.rating)
    .max(FEEDBACK_RATING_MAX, feedbackMessages.rating),
);

/** The structured feedback kept in feedback_text (spec §3). */
export const structuredFeedbackSchema = z.object({
  knowledge_areas: z.array(feedbackAreaSchema).min(1).max(50),
  candidate_level: z.enum(candidateLevels).default('Middle'),
  rating,
  overall_recommendation: z.enum(recommendations, { error: feedbackMessages.recommendation }),
  strong_sides: required,
  areas_for_improvements: required,
  overall_comment: required,
});
export type StructuredFeedback = z.infer<typeof structuredFeedbackSchema>;

/** Reads feedback_text: structured when it is JSON with knowledge_areas, otherwise plain text. */
export function parseFeedbackText(
  value: string,
): { kind: 'structured'; feedback: StructuredFeedback } | { kind: 'plain'; text: string } {
  try {
    const parsed = structuredFeedbackSchema.safeParse(JSON.parse(value));
    if (parsed.success) return { kind: 'structured', feedback: parsed.data };
  } catch {
    // not JSON: plain text
  }
  return { kind: 'plain', text: value };
}

/** POST /api/interviews/{id}/feedback, as the form sends it (spec §7). */
export const submitFeedbackSchema = z.object({
  interview_id: z.number().int().optional(),
  feedback_type: z.literal('by_knowledge_area').default('by_knowledge_area'),
  /** A JSON string of the knowledge areas (an array, or an object holding knowledge_areas). */
  feedback_text: textInput().min(2).max(500_000),
  candidate_level: z.enum(candidateLevels).default('Middle'),
  rating,
  overall_recommendation: z.enum(recommendations, { error: feedbackMessages.recommendation }),
  strong_sides: required,
  areas_for_improvements: required,
  overall_comment: required,
});
export type SubmitFeedbackInput = z.input<typeof submitFeedbackSchema>;

/** PUT /api/feedbacks/{id}: structured JSON or plain text; never blank. */
export const updateFeedbackSchema = z.object({
  feedback_text: textInput()
    .max(500_000)
    .refine((v) => v.trim().length > 0, feedbackMessages.required),
});

export const feedbackSchema = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  feedback_type: z.string(),
  feedback_text: z.string(),
  rating: z.number().nullable(),
  overall_recommendation: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  candidate: z.object({ id: z.number().int(), name: z.string() }),
  interviewer: z.object({ id: z.number().int(), name: z.string() }),
  interview: z.object({ id: z.number().int(), date: z.string(), status: z.string() }),
  job: z.object({ id: z.number().int(), title: z.string(), client_name: z.string().nullable() }),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListQuerySchema = z.object({
  interview_id: recordIdQuerySchema,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});
export const feedbackPageSchema = pageOf(feedbackSchema);

/** GET /api/feedbacks/{id}/download: the PDF report, or with `zip` the PDF and the feedback as JSON. */
export const feedbackDownloadQuerySchema = z.object({
  format: z.enum(['pdf', 'zip']).default('pdf'),
});
export type FeedbackDownloadFormat = z.infer<typeof feedbackDownloadQuerySchema>['format'];
