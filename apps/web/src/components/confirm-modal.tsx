import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colour of the confirm button, red for destructive actions. */
  confirmColor?: string;
  /** While the confirmed operation runs: the buttons wait and Escape, the close button and outside clicks do nothing. */
  busy?: boolean;
  /** Shown above the buttons, e.g. the failure of the last attempt. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question in a modal; Escape closes it unless the confirmed operation is running. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmColor,
  busy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
