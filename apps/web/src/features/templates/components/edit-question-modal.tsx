import { type Question, questionLevelSchema, questionUpdateSchema } from '@interview-hub/contracts/templates';
import { Checkbox, NativeSelect, Textarea } from '@mantine/core';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useUpdateQuestion } from '../api/update-question';
import { questionLevelOptions } from './template-labels';

export type AreaOption = { id: number; name: string };

type FormProps = {
  question: Question;
  areas: AreaOption[];
  mutation: ReturnType<typeof useUpdateQuestion>;
  onClose: () => void;
};

function EditQuestionForm({ question, areas, mutation, onClose }: FormProps) {
  const form = useSchemaForm(questionUpdateSchema, {
    text: question.text,
    level: question.level,
    client_requested: question.client_requested,
    knowledge_area_id: question.knowledge_area_id,
  });

  return (
    <FormLayout
      onSubmit={form.onSubmit((body) =>
        mutation.mutate({ id: question.id, ...body }, { onSuccess: onClose }),
      )}
      submitLabel="Save"
      pending={mutation.isPending}
      onCancel={onClose}
      failure={mutation.isError ? 'Failed to save question' : null}
    >
      <Textarea
        label="Question"
        required
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('text')}
      />
      <NativeSelect
        label="Level"
        data={questionLevelOptions}
        value={form.values.level}
        onChange={(event) =>
          form.setFieldValue('level', questionLevelSchema.parse(event.currentTarget.value))
        }
      />
      <NativeSelect
        label="Knowledge area"
        description="Choose another area to move the question there."
        data={areas.map((area) => ({ value: String(area.id), label: area.name }))}
        value={String(form.values.knowledge_area_id)}
        onChange={(event) => form.setFieldValue('knowledge_area_id', Number(event.currentTarget.value))}
      />
      <Checkbox label="Requested" {...form.getInputProps('client_requested', { type: 'checkbox' })} />
    </FormLayout>
  );
}

type EditQuestionModalProps = {
  question: Question;
  areas: AreaOption[];
  opened: boolean;
  onClose: () => void;
};

/** Edits a question's text, level and "requested", or moves it to another area of the template. */
export function EditQuestionModal({ opened, onClose, ...props }: EditQuestionModalProps) {
  const mutation = useUpdateQuestion();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Edit Question" opened={opened} onClose={close} pending={mutation.isPending}>
      <EditQuestionForm {...props} mutation={mutation} onClose={close} />
    </ModalForm>
  );
}
