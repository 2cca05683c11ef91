import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { questionLevelLabel } from './feedback-labels';
import { sampleTemplate } from './sample-feedback';

type Answer = { score: number; comment: string };

/**
 * `/feedback/form/type1/{interviewId}`: a demonstration of a per-question form on a fixed sample template.
 * Submitting only logs the answers; nothing is sent.
 */
export function FeedbackDemoForm({ interviewId }: { interviewId: string | undefined }) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [logged, setLogged] = useState(false);
  const answer = (id: number): Answer => answers[id] ?? { score: 0, comment: '' };
  const set = (id: number, patch: Partial<Answer>) => {
    setAnswers((current) => ({ ...current, [id]: { ...answer(id), ...patch } }));
    setLogged(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info('Demonstration feedback (not sent)', {
      interviewId,
      template: sampleTemplate.name,
      answers,
    });
    setLogged(true);
  };

  return (
    <form onSubmit={submit} aria-label="Demonstration feedback">
      <Stack gap="lg" maw={900}>
        <Stack gap={4}>
          <Title order={1}>Feedback Form</Title>
          <Text c="dimmed">{`Interview ${interviewId ?? ''} · ${sampleTemplate.name}`}</Text>
        </Stack>
        <Alert color="blue" variant="light" title="Demonstration">
          A per-question form on a fixed sample template. Submitting only logs the answers in the browser
          console.
        </Alert>
        {sampleTemplate.areas.map((area) => (
          <Paper key={area.name} withBorder radius="md" p="lg" component="section" aria-label={area.name}>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {area.name}
              </Title>
              {area.questions.map((question) => (
                <Stack key={question.id} gap={6}>
                  <Group gap="xs">
                    <Text fw={500}>{question.text}</Text>
                    <Badge size="xs" variant="light" color="gray">
                      {questionLevelLabel(question.level)}
                    </Badge>
                  </Group>
                  <Input.Wrapper label="Score">
                    <Rating
                      value={answer(question.id).score}
                      onChange={(score) => set(question.id, { score })}
                      getSymbolLabel={(value) => `${value} of 5: ${question.text}`}
                    />
                  </Input.Wrapper>
                  <Textarea
                    label="Comment"
                    aria-label={`Comment: ${question.text}`}
                    autosize
                    minRows={2}
                    value={answer(question.id).comment}
                    onChange={(event) => set(question.id, { comment: event.currentTarget.value })}
                  />
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
        {logged ? (
          <Alert color="teal" variant="light" role="status">
            Answers logged to the browser console (demonstration only, nothing was sent).
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit">Submit</Button>
        </Group>
      </Stack>
    </form>
  );
}
