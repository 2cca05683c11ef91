import type { InterviewerSlots } from '@interview-hub/contracts/capacity';
import { Alert, Badge, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { weekLoadText } from './interviewer-why';
import type { useFreeTime } from './use-free-time';

type FreeTimeHeaderProps = {
  name: string;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  freeTime: ReturnType<typeof useFreeTime>;
  daysAhead: number;
};

/** The line shown while free times are being looked up. */
export function FindingFreeTimes() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        Finding free times
      </Text>
    </Group>
  );
}

/** What is known of the interviewer's time: their week's load, whether they set it, their calendar. */
function FreeTimeSummary({ free, name }: { free: InterviewerSlots; name: string }) {
  return (
    <Group gap="xs">
      <Badge variant="light" color="gray">
        {weekLoadText(free.week)}
      </Badge>
      {free.availability_set ? null : (
        <Badge variant="light" color="gray">
          No availability set: the agency's hours apply
        </Badge>
      )}
      {free.calendar_state === 'stale' ? (
        <Badge variant="light" color="yellow">
          Calendar stale
        </Badge>
      ) : null}
      {free.calendar_state === 'failed' ? (
        <Badge variant="light" color="red">
          {`${name}'s calendar failed to sync`}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * Above the time fields: whose free times they offer, "Show all times" (every slot of the agency's hours), the
 * interviewer's load and calendar, and why nothing is offered when nothing is.
 */
export function FreeTimeHeader({ name, showAll, onShowAll, freeTime, daysAhead }: FreeTimeHeaderProps) {
  const { data, free, state } = freeTime;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {showAll ? `Every time of the agency's hours` : `${name}'s free times, in your time zone`}
        </Text>
        <Switch
          label="Show all times"
          checked={showAll}
          onChange={(event) => onShowAll(event.currentTarget.checked)}
        />
      </Group>
      {data ? <FreeTimeSummary free={data} name={name} /> : null}
      {state === 'loading' && !showAll ? <FindingFreeTimes /> : null}
      {state === 'error' ? (
        <Alert color="yellow" variant="light" py="xs">
          {`Failed to load ${name}'s free times: every time of the agency's hours is shown, and the booking is checked when you schedule it.`}
        </Alert>
      ) : null}
      {free && free.slots.length === 0 ? (
        <Alert color="yellow" variant="light" py="xs">
          {`${name} has no free time in the next ${daysAhead} days. Choose another interviewer, or Show all times.`}
        </Alert>
      ) : null}
    </Stack>
  );
}
