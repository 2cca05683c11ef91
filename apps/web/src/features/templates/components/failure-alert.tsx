import { Alert } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';

/** The failure of the last attempt inside a confirm dialog, or nothing. */
export function FailureAlert({ failed, message }: { failed: boolean; message: string }) {
  if (!failed) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {message}
    </Alert>
  );
}
