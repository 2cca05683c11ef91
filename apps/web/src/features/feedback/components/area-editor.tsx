import { areaLevelSchema, type FeedbackArea } from '@interview-hub/contracts/feedback';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { IconX } from '../../../components/icons';
import type { FeedbackFormErrors } from './feedback-form-values';
import { areaLevelOptions, questionLevelLabel } from './feedback-labels';

type AreaEditorProps = {
  area: FeedbackArea;
  index: number;
  errors: FeedbackFormErrors;
  onChange: (area: FeedbackArea) => void;
};

/** One knowledge area in the structured editor: name, level, questions (add and remove) and note. */
export function AreaEditor({ area, index, errors, onChange }: AreaEditorProps) {
  const [newQuestion, setNewQuestion] = useState('');
  const path = `knowledge_areas.${index}`;
  const number = index + 1;

  const addQuestion = () => {
    const text = newQuestion.trim();
    if (!text) return;
    onChange({ ...area, questions: [...area.questions, { id: null, text, level: null }] });
    setNewQuestion('');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Knowledge area ${number}`}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={`Area ${number} name`}
            value={area.name}
            error={errors[`${path}.name`]}
            onChange={(event) => onChange({ ...area, name: event.currentTarget.value })}
          />
          <Select
            label={`Area ${number} level`}
            data={areaLevelOptions}
            value={area.level}
            allowDeselect={false}
            onChange={(value) =>
              onChange({ ...area, level: areaLevelSchema.safeParse(value).data ?? area.level })
            }
          />
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Questions
          </Text>
          {area.questions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No questions.
            </Text>
          ) : null}
          {area.questions.map((question, position) => (
            // Rows hold no state of their own and new questions have no id, so the place is key enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={`${position}-${question.text}`} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                {question.text}
                {question.level ? (
                  <Badge component="span" size="xs" variant="light" color="gray" ml={6}>
                    {questionLevelLabel(question.level)}
                  </Badge>
                ) : null}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove question: ${question.text}`}
                onClick={() =>
                  onChange({ ...area, questions: area.questions.filter((_, i) => i !== position) })
                }
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              label={`New question for area ${number}`}
              value={newQuestion}
              onChange={(event) => setNewQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addQuestion();
              }}
            />
            <Button variant="light" onClick={addQuestion} disabled={!newQuestion.trim()}>
              Add question
            </Button>
          </Group>
        </Stack>
        <Textarea
          label={`Area ${number} note`}
          autosize
          minRows={3}
          value={area.note}
          error={errors[`${path}.note`]}
          onChange={(event) => onChange({ ...area, note: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
