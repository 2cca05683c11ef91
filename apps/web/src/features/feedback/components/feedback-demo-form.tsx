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
import { useState } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../../components/use-schema-form';
import { questionLevelLabel } from './feedback-labels';
import { sampleTemplate } from './sample-feedback';

/**
 * Answers by question id: a score of 0 to 5 (0 = not scored) and a comment. Nothing is required; the output
 * keeps only the questions that were answered.
 */
const answersSchema = z
  .object({
    answers: z.record(z.string(), z.object({ score: z.number().int().min(0).max(5), comment: z.string() })),
  })
  .transform(({ answers }) => ({
    answers: Object.fromEntries(
      Object.entries(answers).filter(([, answer]) => answer.score > 0 || answer.comment !== ''),
    ),
  }));
type Answers = z.input<typeof answersSchema>;

const blankAnswers = (): Answers => ({
  answers: Object.fromEntries(
    sampleTemplate.areas.flatMap((area) =>
      area.questions.map((q) => [String(q.id), { score: 0, comment: '' }]),
    ),
  ),
});

/**
 * `/feedback/form/type1/{interviewId}`: a demonstration of a per-question form on a fixed sample template.
 * Submitting only logs the answers; nothing is sent.
 */
export function FeedbackDemoForm({ interviewId }: { interviewId: string | undefined }) {
  const form = useSchemaForm(answersSchema, blankAnswers());
  // The values last logged: the message stays until the answers change.
  const [logged, setLogged] = useState<Answers | null>(null);

  const submit = form.onSubmit(({ answers }) => {
    console.info('Demonstration feedback (not sent)', {
      interviewId,
      template: sampleTemplate.name,
      answers,
    });
    setLogged(form.values);
  });

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
                      {...form.getInputProps(`answers.${question.id}.score`)}
                      getSymbolLabel={(value) => `${value} of 5: ${question.text}`}
                    />
                  </Input.Wrapper>
                  <Textarea
                    label="Comment"
                    aria-label={`Comment: ${question.text}`}
                    autosize
                    minRows={2}
                    {...form.getInputProps(`answers.${question.id}.comment`)}
                  />
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
        {logged === form.values ? (
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
