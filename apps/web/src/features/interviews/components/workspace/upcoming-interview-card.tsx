import type { WorkspaceInterview } from '@interview-hub/contracts/workspace';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../../components/interview-status-badge';
import { formatDateTime } from '../../../../lib/format-date';
import { RecordOutcomeModal } from '../record-outcome-modal';

/** One of today's or upcoming interviews: when (the viewer's time), who, the call link and the notes for interviewers. */
export function UpcomingInterviewCard({ interview }: { interview: WorkspaceInterview }) {
  const [recording, setRecording] = useState(false);
  const started = new Date(interview.date) <= new Date();
  const client = interview.job.client?.name;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Interview with ${interview.candidate.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{formatDateTime(interview.date)}</Text>
          <InterviewStatusBadge status={interview.status} />
        </Group>
        <Anchor component={Link} to={`/interviews/${interview.id}`} fw={600}>
          {interview.candidate.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {interview.job.title}
          {client ? ` · ${client}` : ''} · {interview.duration} minutes
        </Text>
        {interview.note_for_interviewers ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Notes for interviewers:</strong> {interview.note_for_interviewers}
          </Text>
        ) : null}
        <Group gap="sm" mt={4}>
          {interview.call_link ? (
            <Button
              component="a"
              href={interview.call_link}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
            >
              Join call
            </Button>
          ) : null}
          {started ? (
            <Button size="xs" variant="light" onClick={() => setRecording(true)}>
              Record outcome
            </Button>
          ) : null}
        </Group>
      </Stack>
      <RecordOutcomeModal interview={interview} opened={recording} onClose={() => setRecording(false)} />
    </Paper>
  );
}
