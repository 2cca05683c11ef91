import type { TimeOption } from '@interview-hub/contracts/capacity';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, formatTime, viewerTimeZone } from '../../../lib/format-date';
import { useFindATime } from '../api/find-a-time';
import { FindingFreeTimes } from './free-time-header';
import { weekLoadText } from './interviewer-why';

type FindATimePanelProps = {
  jobId: number | null;
  candidateId: number | null;
  duration: number;
  /** Takes a time with its interviewer. */
  onChoose: (option: TimeOption) => void;
};

function OptionRow({ option, onChoose }: { option: TimeOption; onChoose: () => void }) {
  const theirs = option.interviewer.timezone !== viewerTimeZone();
  const when = formatDateTime(option.start);
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {when}
            {theirs ? (
              <Text span size="xs" c="dimmed">
                {` (${formatTime(option.start, { timeZone: option.interviewer.timezone })} for them)`}
              </Text>
            ) : null}
          </Text>
          <Text size="sm">{option.interviewer.name}</Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color={option.score >= 50 ? 'green' : 'gray'}>
              {option.score}% match
            </Badge>
            <Badge size="xs" variant="light" color="gray">
              {weekLoadText(option.week)}
            </Badge>
            {option.calendar_state === 'stale' || option.calendar_state === 'failed' ? (
              <Badge size="xs" variant="light" color="yellow">
                Calendar stale
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Button size="xs" onClick={onChoose} aria-label={`Choose ${when} with ${option.interviewer.name}`}>
          Choose
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Find a time: with the position and candidate chosen, the earliest free times across the interviewers who match
 * it, best match first; choosing one takes the interviewer and the time at once.
 */
export function FindATimePanel({ jobId, candidateId, duration, onChoose }: FindATimePanelProps) {
  const [open, setOpen] = useState(false);
  const ready = jobId !== null && candidateId !== null;
  const options = useFindATime({ jobId, candidateId, duration }, open && ready);
  if (!open) {
    return (
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => setOpen(true)} disabled={!ready}>
          Find a time
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" aria-label="Earliest free times" role="region">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Earliest free times of the matching interviewers
        </Text>
        <Button variant="subtle" size="xs" onClick={() => setOpen(false)}>
          Hide
        </Button>
      </Group>
      {options.isPending ? <FindingFreeTimes /> : null}
      {options.isError ? (
        <Alert color="red" variant="light" py="xs" role="alert">
          Failed to find free times
        </Alert>
      ) : null}
      {options.data?.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No matching interviewer has free time in the next 10 working days.
        </Text>
      ) : null}
      {options.data?.data.map((option) => (
        <OptionRow
          key={`${option.interviewer.id}-${option.start}`}
          option={option}
          onChoose={() => onChoose(option)}
        />
      ))}
    </Stack>
  );
}
