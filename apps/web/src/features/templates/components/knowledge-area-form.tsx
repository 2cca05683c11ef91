import { knowledgeAreaUpdateSchema } from '@interview-hub/contracts/templates';
import { Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormLayout } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';

export type KnowledgeAreaValues = z.input<typeof knowledgeAreaUpdateSchema>;
type KnowledgeAreaBody = z.output<typeof knowledgeAreaUpdateSchema>;

type KnowledgeAreaFormProps = {
  initial: { name: string; description: string };
  submitLabel: string;
  /** Shown when the save failed. */
  failure: string | null;
  pending: boolean;
  /** Saves the checked values. */
  onSubmit: (body: KnowledgeAreaBody) => void;
  onClose: () => void;
};

/** A knowledge area's name (required) and description, as the add and edit dialogs ask for them. */
export function KnowledgeAreaForm({
  initial,
  submitLabel,
  failure,
  pending,
  onSubmit,
  onClose,
}: KnowledgeAreaFormProps) {
  const form = useSchemaForm(knowledgeAreaUpdateSchema, initial);
  return (
    <FormLayout
      onSubmit={form.onSubmit(onSubmit)}
      submitLabel={submitLabel}
      pending={pending}
      onCancel={onClose}
      failure={failure}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
    </FormLayout>
  );
}
