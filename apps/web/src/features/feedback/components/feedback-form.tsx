import { feedbackMessages } from '@interview-hub/contracts/feedback';
import {
  type AreaValues,
  type FeedbackFormValues,
  feedbackFormSchema,
  initialFeedbackValues,
} from '@interview-hub/contracts/feedback-form';
import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import type { Template } from '@interview-hub/contracts/templates';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useSubmitFeedback } from '../api/submit-feedback';
import { AreaAssessment } from './area-assessment';
import { clearFeedbackDraft, readFeedbackDraft, saveFeedbackDraft } from './feedback-draft';
import { areaNotePath, type FeedbackFormErrors, shownErrors } from './feedback-form-values';
import { FeedbackSummaryFields } from './feedback-summary-fields';
import { conflictReason, fieldErrorsOf } from './submit-error';

/** `canSubmit` is false before the interview's start, when the server refuses feedback. */
type FeedbackFormProps = { interview: InterviewDetail; template: Template; canSubmit: boolean };

/** The per-knowledge-area feedback form; every change is kept as a draft in this browser until it is sent. */
export function FeedbackForm({ interview, template, canSubmit }: FeedbackFormProps) {
  const navigate = useNavigate();
  const mutation = useSubmitFeedback(interview.id);
  const [draft] = useState(() => readFeedbackDraft(interview.id, template));
  const schema = useMemo(() => feedbackFormSchema(template, interview.id), [template, interview.id]);
  // Errors show once a submit was tried, and follow the fields as they are put right.
  const form = useSchemaForm<typeof schema, FeedbackFormValues>(
    schema,
    draft ?? initialFeedbackValues(template),
    { recheck: 'all' },
  );
  const values = form.values;
  const [restored, setRestored] = useState(draft !== null);
  const [serverErrors, setServerErrors] = useState<FeedbackFormErrors>({});

  const errors = shownErrors(serverErrors, form.errors);
  const hasErrors = Object.keys(errors).length > 0;

  const change = (next: FeedbackFormValues) => {
    form.setValues(next);
    setServerErrors({});
    saveFeedbackDraft(interview.id, next);
  };
  const changeArea = (id: number, patch: Partial<AreaValues>) =>
    change({ ...values, areas: values.areas.map((area) => (area.id === id ? { ...area, ...patch } : area)) });

  const discardDraft = () => {
    clearFeedbackDraft(interview.id);
    form.setInitialValues(initialFeedbackValues(template));
    form.reset();
    setServerErrors({});
    setRestored(false);
  };

  const send = form.onSubmit((input) => {
    if (!canSubmit) return;
    mutation.mutate(input, {
      onSuccess: () => {
        clearFeedbackDraft(interview.id);
        notifications.show({
          color: 'teal',
          title: 'Feedback submitted',
          message: 'The PDF report was downloaded.',
        });
        void navigate('/interviews');
      },
      onError: (error) => setServerErrors(fieldErrorsOf(error)),
    });
  });

  const reason = mutation.isError ? conflictReason(mutation.error) : null;

  return (
    <form onSubmit={send} noValidate aria-label="Feedback">
      <Stack gap="lg">
        {restored ? (
          <Alert color="blue" variant="light" title="Draft restored">
            <Group justify="space-between" gap="sm">
              <Text size="sm">Your unsent answers for this interview were restored from this browser.</Text>
              <Button size="compact-sm" variant="default" onClick={discardDraft}>
                Discard draft
              </Button>
            </Group>
          </Alert>
        ) : null}
        {template.knowledge_areas.map((area, index) => {
          const areaValues = values.areas.find((a) => a.id === area.id);
          if (!areaValues) return null;
          return (
            <AreaAssessment
              key={area.id}
              area={area}
              values={areaValues}
              noteError={errors[areaNotePath(index)]}
              onChange={(patch) => changeArea(area.id, patch)}
            />
          );
        })}
        <FeedbackSummaryFields
          values={values}
          errors={errors}
          onChange={(patch) => change({ ...values, ...patch })}
        />
        {hasErrors ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {feedbackMessages.form}
          </Alert>
        ) : null}
        {mutation.isError && !hasErrors ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            role="alert"
            title="Failed to submit feedback."
          >
            {reason ?? 'Please try again.'}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={mutation.isPending} disabled={!canSubmit}>
            Submit Feedback
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
