import { templateInputSchema } from '@interview-hub/contracts/templates';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { useCreateTemplate } from '../api/create-template';

type NewTemplateFormProps = { onClose: () => void; onBusyChange: (busy: boolean) => void };

function NewTemplateForm({ onClose, onBusyChange }: NewTemplateFormProps) {
  const navigate = useNavigate();
  const mutation = useCreateTemplate();
  const [values, setValues] = useState({ name: '', position: '', description: '' });
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = templateInputSchema.safeParse(values);
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    onBusyChange(true);
    mutation.mutate(parsed.data, {
      onSettled: () => onBusyChange(false),
      onSuccess: (template) => {
        notifications.show({ color: 'teal', title: 'Template created', message: template.name });
        onClose();
        void navigate(`/templates/${template.id}`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Template Name"
          required
          data-autofocus
          value={values.name}
          error={nameError}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <TextInput
          label="Position"
          description="Optional, e.g. Senior Frontend Developer"
          value={values.position}
          onChange={(event) => setValues({ ...values, position: event.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        {mutation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            Failed to create template
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Create Template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type NewTemplateModalProps = { opened: boolean; onClose: () => void };

/** '+ New Template': Template Name (required, trimmed), Position and Description; opens the new template. */
export function NewTemplateModal({ opened, onClose }: NewTemplateModalProps) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="New Template" centered closeOnEscape={!busy}>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened ? <NewTemplateForm onClose={close} onBusyChange={setBusy} /> : null}
    </Modal>
  );
}
