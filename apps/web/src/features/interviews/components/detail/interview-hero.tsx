import { cancelReasonLabels, type InterviewDetail } from '@interview-hub/contracts/interviews';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { InterviewStatusBadge } from '../../../../components/interview-status-badge';
import { formatDateTime } from '../../../../lib/format-date';
import { isViewerTimeZone } from '../../../../lib/time-zones';

/**
 * Status pill, who and what, 'Rescheduled Nx' when moved, and when and how long: in the viewer's time, and in the
 * interviewer's too when their zone is another one.
 */
export function InterviewHero({ interview }: { interview: InterviewDetail }) {
  const client = interview.job.client?.name;
  const zone = interview.interviewer.timezone;
  const interviewerZone = zone && !isViewerTimeZone(zone) ? zone : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <InterviewStatusBadge
              status={interview.status}
              cancellation={interview.cancellation}
              overdue={interview.feedback_overdue}
              size="lg"
            />
            {interview.reschedule_count > 0 ? (
              <Badge size="lg" variant="outline" color="orange">
                Rescheduled {interview.reschedule_count}x
              </Badge>
            ) : null}
          </Group>
          <Title order={1} size="h2">
            Interview with {interview.candidate.name}
          </Title>
          <Text c="dimmed">
            {interview.job.title}
            {client ? ` · ${client}` : ''}
          </Text>
          {interview.cancellation ? (
            <Text size="sm" data-testid="cancellation-reason">
              Reason: {cancelReasonLabels[interview.cancellation.reason]}
              {interview.cancellation.note ? ` (${interview.cancellation.note})` : ''}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={600} data-testid="interview-date">
            {formatDateTime(interview.date)}
          </Text>
          {interviewerZone ? (
            <Text size="sm" ta="right" data-testid="interviewer-local-time">
              Interviewer's time: {formatDateTime(interview.date, { timeZone: interviewerZone })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {interview.duration} minutes
          </Text>
          {interview.feedback_due_at && !interview.has_feedback ? (
            <Text
              size="sm"
              ta="right"
              c={interview.feedback_overdue ? 'red' : undefined}
              fw={interview.feedback_overdue ? 600 : undefined}
              data-testid="feedback-due"
            >
              Feedback due {formatDateTime(interview.feedback_due_at)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
