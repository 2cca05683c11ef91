import { type KnowledgeArea, knowledgeAreaUpdateSchema } from '@interview-hub/contracts/templates';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { useUpdateKnowledgeArea } from '../api/update-knowledge-area';

type FormProps = { area: KnowledgeArea; onClose: () => void };

function EditKnowledgeAreaForm({ area, onClose }: FormProps) {
  const mutation = useUpdateKnowledgeArea();
  const [values, setValues] = useState({ name: area.name, description: area.description ?? '' });
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = knowledgeAreaUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    mutation.mutate({ id: area.id, ...parsed.data }, { onSuccess: onClose });
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
            Failed to save knowledge area
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type EditKnowledgeAreaModalProps = { area: KnowledgeArea; opened: boolean; onClose: () => void };

/** Renames a knowledge area or changes its description. */
export function EditKnowledgeAreaModal({ area, opened, onClose }: EditKnowledgeAreaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Knowledge Area" centered>
      {opened ? <EditKnowledgeAreaForm area={area} onClose={onClose} /> : null}
    </Modal>
  );
}
