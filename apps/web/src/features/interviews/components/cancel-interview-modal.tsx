import type { Interview } from '@interview-hub/contracts/interviews';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelInterview } from '../api/cancel-interview';

export type CancelTarget = Pick<Interview, 'id' | 'date'> & {
  candidate: { name: string };
  job: { title: string };
};

type CancelInterviewModalProps = {
  interview: CancelTarget;
  onClose: () => void;
  onCancelled?: () => void;
};

/** Cancel Interview confirmation (spec §2): who, what and when, and that it cannot be undone. */
export function CancelInterviewModal({ interview, onClose, onCancelled }: CancelInterviewModalProps) {
  const cancel = useCancelInterview();

  const confirm = () =>
    cancel.mutate(interview.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Interview cancelled',
          message: `The interview with ${interview.candidate.name} was cancelled.`,
        });
        onClose();
        onCancelled?.();
      },
    });

  return (
    <ConfirmModal
      opened
      title="Cancel Interview"
      message={
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
      }
      confirmLabel="Cancel Interview"
      cancelLabel="Keep Interview"
      confirmColor="red"
      busy={cancel.isPending}
      error={
        cancel.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to cancel interview
          </Alert>
        ) : null
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
