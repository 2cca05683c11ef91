import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { IconAlertCircle } from './icons';

type ModalFormProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** A save is under way: the dialog stays open until it ends. */
  pending: boolean;
  size?: ModalProps['size'];
  /** The form; mounted only while the dialog is open, so every opening starts afresh. */
  children: ReactNode;
};

/** The dialog around a {@link FormLayout}: centred, and not closable (Escape, outside click) while saving. */
export function ModalForm({ title, opened, onClose, pending, size, children }: ModalFormProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={size}
      centered
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
    >
      {opened ? children : null}
    </Modal>
  );
}

type FormLayoutProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The dismiss button's text ('Cancel' unless the spec names it). */
  cancelLabel?: string;
  /** A red submit button, for what cannot be undone. */
  destructive?: boolean;
  pending: boolean;
  /** Without it there is no Cancel button (a form that is the card's only content). */
  onCancel?: () => void;
  /** The failed save's message, shown above the buttons. */
  failure?: ReactNode;
  /** The form's accessible name, where the page has more than one. */
  label?: string;
  /** The fields. */
  children: ReactNode;
};

/** A form's fields, its failure message and Cancel / submit on the right: the chrome every edit form shares. */
export function FormLayout({
  onSubmit,
  submitLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending,
  onCancel,
  failure,
  label,
  children,
}: FormLayoutProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={pending} color={destructive ? 'red' : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
