import { Alert } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { getErrorMessage } from '../../../lib/api-error';

type ActionErrorProps = { title: string; error: unknown; onClose?: () => void };

/** A failed action: the spec's message, and the server's reason beneath it when it gave one. */
export function ActionError({ title, error, onClose }: ActionErrorProps) {
  const reason = getErrorMessage(error, title);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title={title}
      role="alert"
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      {reason === title ? null : reason}
    </Alert>
  );
}
