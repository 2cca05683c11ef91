import {
  type QuestionLevel,
  questionBatchSchema,
  questionLevelSchema,
} from '@interview-hub/contracts/templates';
import { ActionIcon, Button, Checkbox, Group, Paper, Select, TextInput } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconX } from '../../../components/icons';
import { FormLayout } from '../../../components/modal-form';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { useCreateQuestions } from '../api/create-questions';
import { questionLevelOptions } from './template-labels';

/** A blank row; `key` is the row's React key, which the schema leaves out of the body. */
type Row = {
  key: string;
  text: string;
  level: QuestionLevel;
  client_requested: boolean;
  knowledge_area_id: number;
};

const newRow = (areaId: number): Row => ({
  key: randomId(),
  text: '',
  level: 'middle',
  client_requested: false,
  knowledge_area_id: areaId,
});

type AddQuestionsFormProps = { areaId: number; areaName: string; onClose: () => void };

/** '+ Add Questions': rows of question text, level and Requested; blank rows are dropped on save. */
export function AddQuestionsForm({ areaId, areaName, onClose }: AddQuestionsFormProps) {
  const mutation = useCreateQuestions();
  const form = useSchemaForm<typeof questionBatchSchema, { questions: Row[] }>(questionBatchSchema, {
    questions: [newRow(areaId)],
  });
  const rows = form.values.questions;

  const submit = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (created) => {
        const count = created.length;
        notifications.show({
          color: 'teal',
          title: count === 1 ? '1 question added' : `${count} questions added`,
          message: areaName,
        });
        onClose();
      },
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-body)">
      <FormLayout
        onSubmit={submit}
        submitLabel="Save Questions"
        pending={mutation.isPending}
        onCancel={onClose}
        failure={firstError(form.errors) ?? (mutation.isError ? 'Failed to create questions' : null)}
        label={`Add questions to ${areaName}`}
      >
        {rows.map((row, index) => (
          <Group key={row.key} gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={`Question ${index + 1}`}
              flex={1}
              {...form.getInputProps(`questions.${index}.text`, { withError: false })}
            />
            <Select
              label="Level"
              w={120}
              data={questionLevelOptions}
              value={row.level}
              allowDeselect={false}
              aria-label={`Level of question ${index + 1}`}
              onChange={(value) =>
                form.setFieldValue(
                  `questions.${index}.level`,
                  questionLevelSchema.safeParse(value).data ?? row.level,
                )
              }
            />
            <Checkbox
              label="Requested"
              mb={8}
              aria-label={`Requested: question ${index + 1}`}
              {...form.getInputProps(`questions.${index}.client_requested`, {
                type: 'checkbox',
                withError: false,
              })}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={4}
              aria-label={`Remove question ${index + 1}`}
              disabled={rows.length === 1}
              onClick={() => form.removeListItem('questions', index)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.insertListItem('questions', newRow(areaId))}
          >
            + Add another
          </Button>
        </Group>
      </FormLayout>
    </Paper>
  );
}
