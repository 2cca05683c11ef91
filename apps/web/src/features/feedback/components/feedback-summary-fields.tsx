import {
  candidateLevels,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  recommendations,
} from '@interview-hub/contracts/feedback';
import type { FeedbackFormValues } from '@interview-hub/contracts/feedback-form';
import { Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import type { FeedbackFormErrors } from './feedback-form-values';

type SummaryValues = Omit<FeedbackFormValues, 'areas'>;

type FeedbackSummaryFieldsProps = {
  values: SummaryValues;
  errors: FeedbackFormErrors;
  onChange: (change: Partial<SummaryValues>) => void;
};

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

/** The overall verdict: candidate level, strong sides, improvements, comment, recommendation and rating. */
export function FeedbackSummaryFields({ values, errors, onChange }: FeedbackSummaryFieldsProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="feedback-summary">
      <Stack gap="md">
        <Title order={2} fz="lg" id="feedback-summary">
          Overall assessment
        </Title>
        <Radio.Group
          label="Candidate level"
          value={values.candidate_level}
          onChange={(value) =>
            onChange({ candidate_level: pick(candidateLevels, value) ?? values.candidate_level })
          }
        >
          <Group gap="lg" mt={6}>
            {candidateLevels.map((level) => (
              <Radio key={level} value={level} label={level} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Strong sides"
          required
          autosize
          minRows={3}
          value={values.strong_sides}
          error={errors.strong_sides}
          onChange={(event) => onChange({ strong_sides: event.currentTarget.value })}
        />
        <Textarea
          label="Areas for improvement"
          required
          autosize
          minRows={3}
          value={values.areas_for_improvements}
          error={errors.areas_for_improvements}
          onChange={(event) => onChange({ areas_for_improvements: event.currentTarget.value })}
        />
        <Textarea
          label="Overall comment"
          required
          autosize
          minRows={3}
          value={values.overall_comment}
          error={errors.overall_comment}
          onChange={(event) => onChange({ overall_comment: event.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Radio.Group
            label="Recommendation"
            required
            value={values.overall_recommendation ?? ''}
            error={errors.overall_recommendation}
            onChange={(value) => onChange({ overall_recommendation: pick(recommendations, value) ?? null })}
          >
            <Group gap="lg" mt={6}>
              {recommendations.map((recommendation) => (
                <Radio key={recommendation} value={recommendation} label={recommendation} />
              ))}
            </Group>
          </Radio.Group>
          <NumberInput
            label={`Rating (${FEEDBACK_RATING_MIN}-${FEEDBACK_RATING_MAX})`}
            required
            maw={200}
            min={FEEDBACK_RATING_MIN}
            max={FEEDBACK_RATING_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={values.rating}
            error={errors.rating}
            onChange={(value) => onChange({ rating: typeof value === 'number' ? value : '' })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
