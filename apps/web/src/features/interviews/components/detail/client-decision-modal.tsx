import {
  type ClientDecisionFormValues,
  type ClientDecisionRecord,
  clientDecisionFormSchema,
  clientDecisionLabels,
  clientDecisions,
  type RecordClientDecisionInput,
} from '@interview-hub/contracts/client-decisions';
import { Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormLayout, ModalForm } from '../../../../components/modal-form';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { getErrorMessage } from '../../../../lib/api-error';
import { viewerToday } from '../../../../lib/format-date';
import { useRecordClientDecision } from '../../api/client-decision';

const options = clientDecisions.map((value) => ({ value, label: clientDecisionLabels[value] }));

type ClientDecisionModalProps = {
  interviewId: number;
  /** The decision recorded, to change; null to record one (today by default). */
  decision: ClientDecisionRecord | null;
  opened: boolean;
  onClose: () => void;
};

/** Records or changes the client's decision: Advanced, Rejected or Hired, its day and an optional comment. */
export function ClientDecisionModal({ interviewId, decision, opened, onClose }: ClientDecisionModalProps) {
  const mutation = useRecordClientDecision();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Client's decision" opened={opened} onClose={close} pending={mutation.isPending}>
      <DecisionForm interviewId={interviewId} decision={decision} mutation={mutation} onClose={close} />
    </ModalForm>
  );
}

function DecisionForm({
  interviewId,
  decision,
  mutation,
  onClose,
}: Omit<ClientDecisionModalProps, 'opened'> & { mutation: ReturnType<typeof useRecordClientDecision> }) {
  const today = viewerToday();
  const form = useSchemaForm<typeof clientDecisionFormSchema, ClientDecisionFormValues>(
    clientDecisionFormSchema,
    {
      decision: decision?.decision ?? '',
      decided_on: decision?.decided_on ?? today,
      comment: decision?.comment ?? '',
    },
  );
  const save = (input: RecordClientDecisionInput) =>
    mutation.mutate(
      { id: interviewId, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: `Client's decision saved: ${clientDecisionLabels[saved.decision]}`,
          });
          onClose();
        },
      },
    );
  return (
    <FormLayout
      onSubmit={form.onSubmit(save)}
      submitLabel="Save"
      pending={mutation.isPending}
      onCancel={onClose}
      failure={
        mutation.isError ? getErrorMessage(mutation.error, "Failed to save the client's decision") : null
      }
    >
      <Select
        label="Decision"
        placeholder="Advanced, rejected or hired"
        required
        data={options}
        allowDeselect={false}
        data-autofocus
        {...form.getInputProps('decision')}
      />
      <TextInput type="date" label="Decided on" required max={today} {...form.getInputProps('decided_on')} />
      <Textarea
        label="Comment"
        description="Optional"
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('comment')}
      />
    </FormLayout>
  );
}
