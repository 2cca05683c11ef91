import { knowledgeAreaInputSchema } from '@interview-hub/contracts/templates';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { useCreateKnowledgeArea } from '../api/create-knowledge-area';

type FormProps = { templateId: number; onClose: () => void };

function AddKnowledgeAreaForm({ templateId, onClose }: FormProps) {
  const mutation = useCreateKnowledgeArea();
  const [values, setValues] = useState({ name: '', description: '' });
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = knowledgeAreaInputSchema.safeParse({ template_id: templateId, ...values });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    mutation.mutate(parsed.data, {
      onSuccess: (area) => {
        notifications.show({ color: 'teal', title: 'Knowledge area added', message: area.name });
        onClose();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          data-autofocus
          value={values.name}
          error={nameError}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
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
            Failed to create knowledge area
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Add Knowledge Area
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AddKnowledgeAreaModalProps = { templateId: number; opened: boolean; onClose: () => void };

/** '+ Add Knowledge Area': a name (required) and a description, added at the end of the template. */
export function AddKnowledgeAreaModal({ templateId, opened, onClose }: AddKnowledgeAreaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Knowledge Area" centered>
      {opened ? <AddKnowledgeAreaForm templateId={templateId} onClose={onClose} /> : null}
    </Modal>
  );
}
