import {
  FEEDBACK_RATING_MAX,
  type FeedbackArea,
  feedbackMessages,
  recommendations,
  type StructuredFeedback,
  structuredFeedbackSchema,
} from '@interview-hub/contracts/feedback';
import { Alert, Button, Group, Input, Radio, Rating, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { useSchemaForm } from '../../../components/use-schema-form';
import { AreaEditor } from './area-editor';
import { type FeedbackFormErrors, shownErrors } from './feedback-form-values';

type StructuredFeedbackEditorProps = {
  feedback: StructuredFeedback;
  saving: boolean;
  /** Field errors the server answered for the last save. */
  serverErrors: FeedbackFormErrors;
  onSave: (feedbackText: string) => void;
  onCancel: () => void;
};

/** Edits structured feedback with the form's rules; rating 1-5 stars, Pass/Fail, the areas and the assessment. */
export function StructuredFeedbackEditor({
  feedback,
  saving,
  serverErrors,
  onSave,
  onCancel,
}: StructuredFeedbackEditorProps) {
  const form = useSchemaForm<typeof structuredFeedbackSchema, StructuredFeedback>(
    structuredFeedbackSchema,
    feedback,
  );
  const draft = form.values;
  const errors = form.errors;
  const shown = shownErrors(serverErrors, errors);
  const set = (patch: Partial<StructuredFeedback>) => form.setValues(patch);
  const setArea = (index: number, area: FeedbackArea) => form.setFieldValue(`knowledge_areas.${index}`, area);
  const save = form.onSubmit((parsed) => onSave(JSON.stringify(parsed)));

  return (
    <Stack gap="lg">
      <Group gap="xl" align="flex-start">
        <Input.Wrapper label="Rating" error={shown.rating}>
          <Rating
            mt={4}
            size="lg"
            count={FEEDBACK_RATING_MAX}
            value={draft.rating}
            onChange={(rating) => set({ rating })}
            getSymbolLabel={(value) => `${value} of ${FEEDBACK_RATING_MAX} stars`}
          />
        </Input.Wrapper>
        <Radio.Group
          label="Recommendation"
          value={draft.overall_recommendation}
          error={shown.overall_recommendation}
          onChange={(value) => {
            const recommendation = recommendations.find((option) => option === value);
            if (recommendation) set({ overall_recommendation: recommendation });
          }}
        >
          <Group gap="lg" mt={6}>
            {recommendations.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      {draft.knowledge_areas.map((area, index) => (
        <AreaEditor
          // Areas are neither added nor removed here, so their place is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          area={area}
          index={index}
          errors={shown}
          onChange={(next) => setArea(index, next)}
        />
      ))}
      <Textarea
        label="Strong sides"
        autosize
        minRows={3}
        value={draft.strong_sides}
        error={shown.strong_sides}
        onChange={(event) => set({ strong_sides: event.currentTarget.value })}
      />
      <Textarea
        label="Areas for improvement"
        autosize
        minRows={3}
        value={draft.areas_for_improvements}
        error={shown.areas_for_improvements}
        onChange={(event) => set({ areas_for_improvements: event.currentTarget.value })}
      />
      <Textarea
        label="Overall comments"
        autosize
        minRows={3}
        value={draft.overall_comment}
        error={shown.overall_comment}
        onChange={(event) => set({ overall_comment: event.currentTarget.value })}
      />
      {Object.keys(errors).length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {feedbackMessages.form}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => save()} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
