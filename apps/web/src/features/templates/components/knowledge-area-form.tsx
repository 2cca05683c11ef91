import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';

export type KnowledgeAreaValues = { name: string; description: string };

type KnowledgeAreaFormProps = {
  initial: KnowledgeAreaValues;
  submitLabel: string;
  /** Shown when the save failed. */
  failure: string | null;
  pending: boolean;
  /** Saves the values, or answers the message for the name when they are not valid. */
  onSubmit: (values: KnowledgeAreaValues) => string | null;
  onClose: () => void;
};

/** A knowledge area's name (required) and description, as the add and edit dialogs ask for them. */
export function KnowledgeAreaForm(props: KnowledgeAreaFormProps) {
  const { submitLabel, failure, pending, onClose } = props;
  const [values, setValues] = useState(props.initial);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNameError(props.onSubmit(values));
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
          onChange={(event) => {
            setValues({ ...values, name: event.currentTarget.value });
            setNameError(null);
          }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
