import type { Interview } from '@interview-hub/contracts/interviews';

type TemplateSource = Pick<Interview, 'template_id' | 'template'> & {
  job: Pick<Interview['job'], 'template_id'>;
};

/**
 * Which template the feedback form is built from (spec §5): the interview's template_id, else its template's id,
 * else the position's template_id; `null` when none is attached.
 */
export function feedbackTemplateId(interview: TemplateSource): number | null {
  return interview.template_id ?? interview.template?.id ?? interview.job.template_id ?? null;
}
