import { type UserFormValues, type UserInput, userFormSchema } from '@interview-hub/contracts/users';
import { Select, TextInput } from '@mantine/core';
import { FormLayout } from '../../../components/modal-form';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { roleOptions } from './user-labels';

type UserFormProps = {
  initialValues: UserFormValues;
  submitLabel: string;
  pending: boolean;
  /** The failure of the last submit, already worded for the screen. */
  serverError: string | null;
  onSubmit: (input: UserInput) => void;
  onCancel: () => void;
};

/** Name, Email, Phone (optional) and Role, for creating and for editing a user; one message at a time. */
export function UserForm({
  initialValues,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const form = useSchemaForm(userFormSchema, initialValues);
  const field = (path: 'name' | 'email' | 'phone') => form.getInputProps(path, { withError: false });

  return (
    <FormLayout
      onSubmit={form.onSubmit(onSubmit)}
      submitLabel={submitLabel}
      pending={pending}
      onCancel={onCancel}
      failure={firstError(form.errors) ?? serverError}
    >
      <TextInput label="Name" required autoComplete="off" {...field('name')} />
      <TextInput label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextInput label="Phone" description="Optional" type="tel" autoComplete="off" {...field('phone')} />
      <Select
        label="Role"
        data={roleOptions}
        allowDeselect={false}
        {...form.getInputProps('role', { withError: false })}
      />
    </FormLayout>
  );
}
