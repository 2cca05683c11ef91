import { isLate } from '@interview-hub/contracts/deadlines';
import {
  type CancellationInput,
  cancellationFormSchema,
  emptyCancellation,
  type Interview,
} from '@interview-hub/contracts/interviews';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';
import { formatDateTime } from '../../../lib/format-date';
import { useSettings } from '../../settings/api/get-settings';
import { useCancelInterview } from '../api/cancel-interview';
import { CancellationFields } from './cancellation-fields';

export type CancelTarget = Pick<Interview, 'id' | 'date'> & {
  candidate: { name: string };
  job: { title: string };
};

type CancelInterviewModalProps = {
  interview: CancelTarget;
  onClose: () => void;
  onCancelled?: () => void;
};

/** Inside the late window (a setting) the dialog says the cancellation will be recorded as late. */
function LateNotice({ date }: { date: string }) {
  const settings = useSettings().data?.settings;
  if (!settings || !isLate(new Date(date), new Date(), settings)) return null;
  return (
    <Alert color="orange" variant="light">
      This is a late cancellation: the interview starts within {settings.late_window_hours} hours.
    </Alert>
  );
}

/**
 * Cancel Interview (spec §2): who, what and when, that it cannot be undone, and who cancelled and why, which
 * the history keeps.
 */
export function CancelInterviewModal({ interview, onClose, onCancelled }: CancelInterviewModalProps) {
  const cancel = useCancelInterview();
  const form = useSchemaForm(cancellationFormSchema, emptyCancellation);

  const confirm = (input: CancellationInput) =>
    cancel.mutate(
      { id: interview.id, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Interview cancelled',
            message: `The interview with ${interview.candidate.name} was cancelled.`,
          });
          onClose();
          onCancelled?.();
        },
      },
    );

  return (
    <ModalForm title="Cancel Interview" opened onClose={onClose} pending={cancel.isPending}>
      <FormLayout
        onSubmit={form.onSubmit(confirm)}
        submitLabel="Cancel Interview"
        cancelLabel="Keep Interview"
        destructive
        pending={cancel.isPending}
        onCancel={onClose}
        failure={cancel.isError ? 'Failed to cancel interview' : null}
      >
        <Stack gap="xs">
          <Text>Cancel this interview?</Text>
          <Text size="sm">
            <strong>Candidate:</strong> {interview.candidate.name}
            <br />
            <strong>Job title:</strong> {interview.job.title}
            <br />
            <strong>Date:</strong> {formatDateTime(interview.date)}
          </Text>
          <Text size="sm" c="red" fw={600}>
            This action cannot be undone
          </Text>
        </Stack>
        <LateNotice date={interview.date} />
        <CancellationFields form={form} />
      </FormLayout>
    </ModalForm>
  );
}
