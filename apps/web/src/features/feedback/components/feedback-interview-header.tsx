import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { InterviewStatusBadge } from '../../../components/interview-status-badge';
import { formatDateTime } from '../../../lib/format-date';

type FeedbackInterviewHeaderProps = { interview: InterviewDetail; templateName?: string };

/** Whom and what the feedback is about. */
export function FeedbackInterviewHeader({ interview, templateName }: FeedbackInterviewHeaderProps) {
  const client = interview.job.client?.name;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>Interview Feedback</Title>
          <InterviewStatusBadge status={interview.status} />
        </Group>
        <Text c="dimmed">
          {`${interview.candidate.name} · ${interview.job.title}${client ? ` at ${client}` : ''}`}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <DetailField label="Candidate">{interview.candidate.name}</DetailField>
          <DetailField label="Interviewer">{interview.interviewer.name}</DetailField>
          <DetailField label="Date">{formatDateTime(interview.date)}</DetailField>
          <DetailField label="Template">
            {templateName ? (
              <Badge variant="light" tt="none">
                {templateName}
              </Badge>
            ) : null}
          </DetailField>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
