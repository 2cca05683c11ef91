import { z } from 'zod';
import {
  areaLevelSchema,
  candidateLevels,
  recommendations,
  type SubmitFeedbackInput,
  structuredFeedbackSchema,
} from './feedback';
import { formSchema } from './form-schema';
import type { Template } from './templates';

/** The feedback form's values as the interviewer enters them; also the shape of a draft kept in the browser. */
export const feedbackFormValuesSchema = z.object({
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
  /** Empty until the interviewer gives one. */
  rating: z.union([z.number(), z.literal('')]),
});
export type FeedbackFormValues = z.infer<typeof feedbackFormValuesSchema>;
/** What the interviewer entered for one knowledge area of the template. */
export type AreaValues = FeedbackFormValues['areas'][number];

export function emptyArea(id: number): AreaValues {
  return { id, level: 'N/A', askedQuestionIds: [], note: '' };
}

/** A blank form for the template: every area N/A, candidate level Middle (spec §5). */
export function initialFeedbackValues(template: Template): FeedbackFormValues {
  return {
    areas: template.knowledge_areas.map((area) => emptyArea(area.id)),
    candidate_level: 'Middle',
    strong_sides: '',
    areas_for_improvements: '',
    overall_comment: '',
    overall_recommendation: null,
    rating: '',
  };
}

/** The structured feedback as the contract reads it: each area with its name and the questions asked. */
function toStructured(values: FeedbackFormValues, template: Template) {
  return {
    knowledge_areas: template.knowledge_areas.map((area) => {
      const entered = values.areas.find((a) => a.id === area.id) ?? emptyArea(area.id);
      return {
        id: area.id,
        name: area.name,
        level: entered.level,
        questions: area.questions
          .filter((question) => entered.askedQuestionIds.includes(question.id))
          .map(({ id, text, level }) => ({ id, text, level })),
        note: entered.note,
      };
    }),
    candidate_level: values.candidate_level,
    rating: values.rating,
    overall_recommendation: values.overall_recommendation,
    strong_sides: values.strong_sides,
    areas_for_improvements: values.areas_for_improvements,
    overall_comment: values.overall_comment,
  };
}

/**
 * The feedback form of one interview on its template: the structured feedback checked by the contract's rules
 * (the server applies the same ones; messages keyed by the contract's paths, e.g. `knowledge_areas.0.note`), then
 * the submission, with the areas as a JSON string in feedback_text (spec §7).
 */
export function feedbackFormSchema(template: Template, interviewId: number) {
  return formSchema({
    fields: feedbackFormValuesSchema,
    toBody: (values) => toStructured(values, template),
    request: structuredFeedbackSchema.transform(
      ({ knowledge_areas, ...summary }): SubmitFeedbackInput => ({
        interview_id: interviewId,
        feedback_type: 'by_knowledge_area',
        feedback_text: JSON.stringify(knowledge_areas),
        ...summary,
      }),
    ),
  });
}
