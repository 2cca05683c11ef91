import { type Question, type QuestionLevel, questionUpdateSchema } from '@interview-hub/contracts/templates';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { useUpdateQuestion } from '../api/update-question';
import { questionLevelOptions } from './template-labels';

export type AreaOption = { id: number; name: string };

type FormProps = { question: Question; areas: AreaOption[]; onClose: () => void };

function EditQuestionForm({ question, areas, onClose }: FormProps) {
  const mutation = useUpdateQuestion();
  const [values, setValues] = useState({
    text: question.text,
    level: question.level,
    client_requested: question.client_requested,
    knowledge_area_id: question.knowledge_area_id,
  });
  const [textError, setTextError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = questionUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setTextError(parsed.error.issues.find((issue) => issue.path[0] === 'text')?.message ?? null);
      return;
    }
    setTextError(null);
    mutation.mutate({ id: question.id, ...parsed.data }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Question"
          required
          autosize
          minRows={2}
          data-autofocus
          value={values.text}
          error={textError}
          onChange={(event) => setValues({ ...values, text: event.currentTarget.value })}
        />
        <NativeSelect
          label="Level"
          data={questionLevelOptions}
          value={values.level}
          onChange={(event) => setValues({ ...values, level: event.currentTarget.value as QuestionLevel })}
        />
        <NativeSelect
          label="Knowledge area"
          description="Choose another area to move the question there."
          data={areas.map((area) => ({ value: String(area.id), label: area.name }))}
          value={String(values.knowledge_area_id)}
          onChange={(event) => setValues({ ...values, knowledge_area_id: Number(event.currentTarget.value) })}
        />
        <Checkbox
          label="Requested"
          checked={values.client_requested}
          onChange={(event) => setValues({ ...values, client_requested: event.currentTarget.checked })}
        />
        {mutation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            Failed to save question
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

type EditQuestionModalProps = FormProps & { opened: boolean };

/** Edits a question's text, level and "requested", or moves it to another area of the template. */
export function EditQuestionModal({ opened, onClose, ...props }: EditQuestionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Question" centered>
      {opened ? <EditQuestionForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}
