import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { sampleFeedback } from './sample-feedback';
import { StructuredFeedbackView } from './structured-feedback-view';

/** `/feedback/view/{interviewId}`: a static sample of a feedback report. */
export function FeedbackSampleReport({ interviewId }: { interviewId: string | undefined }) {
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>Feedback Report</Title>
        <Text c="dimmed">{`Interview ${interviewId ?? ''}`}</Text>
      </Stack>
      <Alert color="blue" variant="light" title="Sample report">
        A static example of a structured feedback report; it does not show this interview's feedback.
      </Alert>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <DetailField label="Candidate">Jane Sample</DetailField>
          <DetailField label="Interviewer">Alex Example</DetailField>
          <DetailField label="Position">Frontend Developer</DetailField>
          <DetailField label="Client">Example Corp</DetailField>
        </SimpleGrid>
      </Paper>
      <StructuredFeedbackView feedback={sampleFeedback} />
    </Stack>
  );
}
