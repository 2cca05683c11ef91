import type { SlotRefusal } from '@interview-hub/contracts/capacity';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';

type SlotRefusalAlertProps = {
  refusal: SlotRefusal;
  busy: boolean;
  /** Takes one of the next free times instead. */
  onPick: (start: string) => void;
  /** Back to the time fields (where "Show all times" and a reason book it anyway). */
  onChangeTime: () => void;
};

/** The server's answer when the time is not free for the interviewer: why, and the next free times to take. */
export function SlotRefusalAlert({ refusal, busy, onPick, onChangeTime }: SlotRefusalAlertProps) {
  return (
    <Alert color="orange" variant="light" title="This time is not free" role="alert">
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          {refusal.problems.map((problem) => (
            <List.Item key={problem.kind}>{problem.message}</List.Item>
          ))}
        </List>
        {refusal.next_free.length ? (
          <>
            <Text size="sm">The next free times:</Text>
            <Group gap="xs">
              {refusal.next_free.map((start) => (
                <Button key={start} size="xs" variant="light" onClick={() => onPick(start)} disabled={busy}>
                  {formatDateTime(start)}
                </Button>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm">No free time in the next two weeks.</Text>
        )}
        <Text size="sm">
          {refusal.overridable
            ? 'Or choose another time; to book this one anyway, turn on Show all times and give a reason.'
            : 'Their own calendar is busy then: choose another time.'}
        </Text>
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={onChangeTime} disabled={busy}>
            Change time
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
