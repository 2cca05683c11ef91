import { type AreaLevel, areaLevelSchema, FEEDBACK_MIN_NOTE_LENGTH } from '@interview-hub/contracts/feedback';
import type { AreaValues } from '@interview-hub/contracts/feedback-form';
import type { KnowledgeArea } from '@interview-hub/contracts/templates';
import { Badge, Checkbox, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { areaLevelOptions, questionLevelLabel } from './feedback-labels';

/** '12 / 30 characters' while an assessed note is short of the minimum, so the interviewer sees how far to go. */
function NoteCounter({ length, level }: { length: number; level: AreaLevel }) {
  if (level === 'N/A') {
    return <span>{`${length} characters (optional while the level is N/A)`}</span>;
  }
  const enough = length >= FEEDBACK_MIN_NOTE_LENGTH;
  return (
    <Text component="span" size="xs" c={enough ? 'teal' : 'orange'} data-testid="note-counter">
      {`${length} / ${FEEDBACK_MIN_NOTE_LENGTH} characters`}
    </Text>
  );
}

type AreaAssessmentProps = {
  area: KnowledgeArea;
  values: AreaValues;
  noteError: string | undefined;
  onChange: (change: Partial<AreaValues>) => void;
};

/** One knowledge area of the form: its level, the questions asked (with their levels) and the note. */
export function AreaAssessment({ area, values, noteError, onChange }: AreaAssessmentProps) {
  const headingId = `feedback-area-${area.id}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md" id={headingId}>
            {area.name}
          </Title>
          {area.description ? (
            <Text size="sm" c="dimmed">
              {area.description}
            </Text>
          ) : null}
        </Stack>
        <Select
          label="Level"
          maw={280}
          data={areaLevelOptions}
          value={values.level}
          allowDeselect={false}
          onChange={(value) => onChange({ level: areaLevelSchema.safeParse(value).data ?? values.level })}
        />
        {area.questions.length > 0 ? (
          <Checkbox.Group
            label="Questions asked"
            value={values.askedQuestionIds.map(String)}
            onChange={(ids) => onChange({ askedQuestionIds: ids.map(Number) })}
          >
            <Stack gap={8} mt={6}>
              {area.questions.map((question) => (
                <Checkbox
                  key={question.id}
                  value={String(question.id)}
                  label={
                    <Group component="span" gap={8} wrap="nowrap" align="flex-start">
                      <span>{question.text}</span>
                      <Badge
                        component="span"
                        size="xs"
                        variant="light"
                        color="gray"
                        style={{ flexShrink: 0 }}
                      >
                        {questionLevelLabel(question.level)}
                      </Badge>
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <Textarea
          label="Note"
          autosize
          minRows={3}
          value={values.note}
          error={noteError}
          description={<NoteCounter length={values.note.trim().length} level={values.level} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
