import type { UserInput } from '@interview-hub/contracts/users';
import { userRoleSchema } from '@interview-hub/contracts/users';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { roleOptions } from './user-labels';
import { type UserFormValues, validateUser } from './validate-user';

type UserFormProps = {
  initialValues: UserFormValues;
  submitLabel: string;
  pending: boolean;
  /** The failure of the last submit, already worded for the screen. */
  serverError: string | null;
  onSubmit: (input: UserInput) => void;
  onCancel: () => void;
};

/** Name, Email, Phone (optional) and Role, for creating and for editing a user. */
export function UserForm({
  initialValues,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const [values, setValues] = useState(initialValues);
  const [validationError, setValidationError] = useState<string | null>(null);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateUser(values);
    setValidationError(result.ok ? null : result.error);
    if (result.ok) onSubmit(result.input);
  };

  const error = validationError ?? serverError;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          description="Optional"
          type="tel"
          autoComplete="off"
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
        />
        <Select
          label="Role"
          data={roleOptions}
          value={values.role}
          allowDeselect={false}
          onChange={(value) => set('role', userRoleSchema.safeParse(value).data ?? values.role)}
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
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
