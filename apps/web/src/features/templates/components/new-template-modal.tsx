import { templateInputSchema } from '@interview-hub/contracts/templates';
import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useCreateTemplate } from '../api/create-template';

type NewTemplateFormProps = { mutation: ReturnType<typeof useCreateTemplate>; onClose: () => void };

function NewTemplateForm({ mutation, onClose }: NewTemplateFormProps) {
  const navigate = useNavigate();
  const form = useSchemaForm(templateInputSchema, { name: '', position: '', description: '' });

  const submit = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (template) => {
        notifications.show({ color: 'teal', title: 'Template created', message: template.name });
        onClose();
        void navigate(`/templates/${template.id}`);
      },
    }),
  );

  return (
    <FormLayout
      onSubmit={submit}
      submitLabel="Create Template"
      pending={mutation.isPending}
      onCancel={onClose}
      failure={mutation.isError ? 'Failed to create template' : null}
    >
      <TextInput label="Template Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Position"
        description="Optional, e.g. Senior Frontend Developer"
        {...form.getInputProps('position')}
      />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
    </FormLayout>
  );
}

type NewTemplateModalProps = { opened: boolean; onClose: () => void };

/** '+ New Template': Template Name (required, trimmed), Position and Description; opens the new template. */
export function NewTemplateModal({ opened, onClose }: NewTemplateModalProps) {
  const mutation = useCreateTemplate();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="New Template" opened={opened} onClose={close} pending={mutation.isPending}>
      <NewTemplateForm mutation={mutation} onClose={close} />
    </ModalForm>
  );
}
