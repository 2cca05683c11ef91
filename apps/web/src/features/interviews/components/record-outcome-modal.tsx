import {
  type InterviewDetail,
  type OutcomeFormValues,
  outcomeFormSchema,
  type RecordOutcomeInput,
} from '@interview-hub/contracts/interviews';
import { Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { interviewStatusLabel } from '../../../components/interview-status-badge';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useRecordOutcome } from '../api/record-outcome';
import { CancellationFields } from './cancellation-fields';

const choices = [
  { value: 'completed', label: 'It took place', description: 'Feedback is then due from the interviewer.' },
  { value: 'candidate_no_show', label: 'The candidate did not show up', description: null },
  { value: 'interviewer_no_show', label: 'The interviewer did not show up', description: null },
  { value: 'cancelled', label: 'It was cancelled', description: 'Say who cancelled and why.' },
] as const;

const empty: OutcomeFormValues = { outcome: '', cancelled_by: '', reason: '', note: '' };

type RecordOutcomeModalProps = {
  interview: Pick<InterviewDetail, 'id' | 'status'> & { candidate: { name: string } };
  opened: boolean;
  onClose: () => void;
};

/** What became of an interview after its start: attended, a no-show of either side, or cancelled with who and why. */
export function RecordOutcomeModal({ interview, opened, onClose }: RecordOutcomeModalProps) {
  const mutation = useRecordOutcome();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Record outcome" opened={opened} onClose={close} pending={mutation.isPending}>
      <OutcomeForm interview={interview} mutation={mutation} onClose={close} />
    </ModalForm>
  );
}

function OutcomeForm({
  interview,
  mutation,
  onClose,
}: {
  interview: RecordOutcomeModalProps['interview'];
  mutation: ReturnType<typeof useRecordOutcome>;
  onClose: () => void;
}) {
  const form = useSchemaForm(outcomeFormSchema, empty);
  const submit = (input: RecordOutcomeInput) =>
    mutation.mutate(
      { id: interview.id, input },
      {
        onSuccess: (updated) => {
          notifications.show({
            color: 'green',
            title: 'Outcome recorded',
            message: `The interview with ${interview.candidate.name} is now: ${interviewStatusLabel(updated.status)}.`,
          });
          onClose();
        },
      },
    );
  const available = choices.filter((choice) => choice.value !== interview.status);
  return (
    <FormLayout
      onSubmit={form.onSubmit(submit)}
      submitLabel="Record outcome"
      pending={mutation.isPending}
      onCancel={onClose}
      failure={mutation.isError ? getErrorMessage(mutation.error, 'Failed to record the outcome') : null}
    >
      <Radio.Group label="What happened?" required {...form.getInputProps('outcome')}>
        <Stack gap="xs" mt="xs">
          {available.map((choice) => (
            <Radio
              key={choice.value}
              value={choice.value}
              label={choice.label}
              description={choice.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {form.values.outcome === 'cancelled' ? (
        <CancellationFields form={form} />
      ) : (
        <Textarea
          label="Note"
          description="Optional"
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
      )}
    </FormLayout>
  );
}
