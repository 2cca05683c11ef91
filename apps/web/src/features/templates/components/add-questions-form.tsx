import {
  type QuestionLevel,
  questionBatchSchema,
  questionLevelSchema,
} from '@interview-hub/contracts/templates';
import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { IconAlertCircle, IconX } from '../../../components/icons';
import { useCreateQuestions } from '../api/create-questions';
import { questionLevelOptions } from './template-labels';

type Row = { key: number; text: string; level: QuestionLevel; client_requested: boolean };

let nextKey = 0;
const newRow = (): Row => ({ key: nextKey++, text: '', level: 'middle', client_requested: false });

type AddQuestionsFormProps = { areaId: number; areaName: string; onClose: () => void };

/** '+ Add Questions': rows of question text, level and Requested; blank rows are dropped on save. */
export function AddQuestionsForm({ areaId, areaName, onClose }: AddQuestionsFormProps) {
  const mutation = useCreateQuestions();
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [error, setError] = useState<string | null>(null);
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = questionBatchSchema.safeParse({
      questions: rows.map(({ text, level, client_requested }) => ({
        text,
        level,
        client_requested,
        knowledge_area_id: areaId,
      })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Add at least one question.');
      return;
    }
    setError(null);
    mutation.mutate(parsed.data, {
      onSuccess: (created) => {
        const count = created.length;
        notifications.show({
          color: 'teal',
          title: count === 1 ? '1 question added' : `${count} questions added`,
          message: areaName,
        });
        onClose();
      },
    });
  };

  const message = error ?? (mutation.isError ? 'Failed to create questions' : null);

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-body)">
      <form onSubmit={submit} noValidate aria-label={`Add questions to ${areaName}`}>
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Group key={row.key} gap="sm" align="flex-end" wrap="nowrap">
              <TextInput
                label={`Question ${index + 1}`}
                flex={1}
                value={row.text}
                onChange={(event) => update(row.key, { text: event.currentTarget.value })}
              />
              <Select
                label="Level"
                w={120}
                data={questionLevelOptions}
                value={row.level}
                allowDeselect={false}
                aria-label={`Level of question ${index + 1}`}
                onChange={(value) =>
                  update(row.key, { level: questionLevelSchema.safeParse(value).data ?? row.level })
                }
              />
              <Checkbox
                label="Requested"
                mb={8}
                aria-label={`Requested: question ${index + 1}`}
                checked={row.client_requested}
                onChange={(event) => update(row.key, { client_requested: event.currentTarget.checked })}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={4}
                aria-label={`Remove question ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setRows((current) => [...current, newRow()])}
            >
              + Add another
            </Button>
          </Group>
          {message ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Save Questions
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
