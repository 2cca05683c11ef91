import type { FeedbackArea } from '@interview-hub/contracts/feedback';
import { Badge, Button, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SafeHtml } from '../../../components/safe-html';
import { areaLevelColors, areaLevelLabels, questionLevelLabel } from './feedback-labels';

/** One assessed knowledge area: its level, the questions asked (folded away) and the note. */
export function AreaAssessmentView({ area, index }: { area: FeedbackArea; index: number }) {
  const [open, questions] = useDisclosure(false);
  const count = area.questions.length;
  const listId = `area-questions-${index}`;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={3} fz="md">
            {area.name}
          </Title>
          <Badge variant="light" color={areaLevelColors[area.level]} tt="none">
            {areaLevelLabels[area.level]}
          </Badge>
        </Group>
        {count > 0 ? (
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              aria-expanded={open}
              aria-controls={listId}
              onClick={questions.toggle}
            >
              {`${open ? 'Hide' : 'Show'} questions (${count})`}
            </Button>
            <Collapse expanded={open} id={listId}>
              <List size="sm" spacing={4} mt={6}>
                {area.questions.map((question, position) => (
                  <List.Item key={question.id ?? `${position}-${question.text}`}>
                    {question.text}
                    {question.level ? (
                      <Badge component="span" size="xs" variant="light" color="gray" ml={6}>
                        {questionLevelLabel(question.level)}
                      </Badge>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            </Collapse>
          </div>
        ) : null}
        {area.note ? (
          <SafeHtml html={area.note} fz="sm" style={{ whiteSpace: 'pre-wrap' }} />
        ) : (
          <Text size="sm" c="dimmed">
            No notes.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
