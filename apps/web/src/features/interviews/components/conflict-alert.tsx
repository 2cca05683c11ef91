import type { InterviewConflict } from '@interview-hub/contracts/interviews';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';

type ConflictAlertProps = {
  conflicts: InterviewConflict[];
  busy: boolean;
  onBookAnyway: () => void;
  onChangeTime: () => void;
};

function describe(conflict: InterviewConflict): string {
  const when = `${formatDateTime(conflict.date)} (${conflict.duration} min)`;
  return conflict.with === 'interviewer'
    ? `${conflict.interviewer_name} already interviews ${conflict.candidate_name} on ${when}`
    : `${conflict.candidate_name} already has an interview with ${conflict.interviewer_name} on ${when}`;
}

/** The interviews the chosen time collides with; the recruiter picks another time or books anyway. */
export function ConflictAlert({ conflicts, busy, onBookAnyway, onChangeTime }: ConflictAlertProps) {
  return (
    <Alert color="orange" variant="light" title="This time overlaps another interview" role="alert">
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          {conflicts.map((conflict) => (
            <List.Item key={`${conflict.with}-${conflict.id}`}>{describe(conflict)}</List.Item>
          ))}
        </List>
        <Text size="sm">Book it anyway, or choose another time.</Text>
        <Group gap="sm">
          <Button color="orange" size="xs" onClick={onBookAnyway} loading={busy}>
            Book anyway
          </Button>
          <Button variant="default" size="xs" onClick={onChangeTime} disabled={busy}>
            Change time
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
