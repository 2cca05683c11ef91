import {
  type AreaLevel,
  type candidateLevels,
  type recommendations,
  type SubmitFeedbackInput,
  structuredFeedbackSchema,
} from '@interview-hub/contracts/feedback';
import type { Template } from '@interview-hub/contracts/templates';

export type CandidateLevel = (typeof candidateLevels)[number];
export type Recommendation = (typeof recommendations)[number];

/** What the interviewer entered for one knowledge area of the template. */
export type AreaValues = { id: number; level: AreaLevel; askedQuestionIds: number[]; note: string };

export type FeedbackFormValues = {
  areas: AreaValues[];
  candidate_level: CandidateLevel;
  strong_sides: string;
  areas_for_improvements: string;
  overall_comment: string;
  overall_recommendation: Recommendation | null;
  /** Empty until the interviewer gives one. */
  rating: number | '';
};

/** Field errors keyed by the path the contract and the server use, e.g. `knowledge_areas.0.note`, `rating`. */
export type FeedbackFormErrors = Record<string, string>;

export const areaNotePath = (index: number) => `knowledge_areas.${index}.note`;

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

/** Issues as field errors, the first message per path. */
export function errorsFromIssues(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const errors: FeedbackFormErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export type FeedbackValidation =
  | { ok: true; input: SubmitFeedbackInput }
  | { ok: false; errors: FeedbackFormErrors };

/**
 * Checks the form with the contract's rules (the server applies the same ones) and builds the submission:
 * the areas go as a JSON string in feedback_text (spec §7).
 */
export function validateFeedback(
  values: FeedbackFormValues,
  template: Template,
  interviewId: number,
): FeedbackValidation {
  const parsed = structuredFeedbackSchema.safeParse(toStructured(values, template));
  if (!parsed.success) return { ok: false, errors: errorsFromIssues(parsed.error.issues) };
  const { knowledge_areas, ...summary } = parsed.data;
  return {
    ok: true,
    input: {
      interview_id: interviewId,
      feedback_type: 'by_knowledge_area',
      feedback_text: JSON.stringify(knowledge_areas),
      ...summary,
    },
  };
}
