import type { WorkspaceInterview } from '@interview-hub/contracts/workspace';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';

/** The feedback the interviewer owes, oldest deadline first, each one click from its form. */
export function FeedbackDueList({ interviews }: { interviews: WorkspaceInterview[] }) {
  if (!interviews.length) {
    return (
      <Text size="sm" c="dimmed">
        No feedback due. Thank you!
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {interviews.map((interview) => (
        <Paper
          key={interview.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={`Feedback for ${interview.candidate.name}`}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>
                {interview.candidate.name} · {interview.job.title}
              </Text>
              <Text size="sm" c="dimmed">
                Interview {formatDateTime(interview.date)}
              </Text>
              <Group gap={6}>
                <Text
                  size="sm"
                  c={interview.feedback_overdue ? 'red' : undefined}
                  fw={interview.feedback_overdue ? 600 : undefined}
                >
                  {interview.feedback_due_at ? `Due ${formatDateTime(interview.feedback_due_at)}` : 'Due now'}
                </Text>
                {interview.feedback_overdue ? (
                  <Badge color="red" size="sm" tt="none">
                    Feedback overdue
                  </Badge>
                ) : null}
              </Group>
            </Stack>
            <Button component={Link} to={`/feedback/form/type2/${interview.id}`} size="xs">
              Give feedback
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
