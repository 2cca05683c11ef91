import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How often the humorous message changes, and how often the dots after it grow (spec §9). */
export const LOADING_MESSAGE_INTERVAL_MS = 2000;
export const LOADING_DOTS_INTERVAL_MS = 400;

export const loadingMessages = [
  'Herding the calendars',
  'Bribing the interviewers with coffee',
  'Asking Manatal nicely',
  'Counting time zones on our fingers',
  'Polishing the tech stacks',
  'Convincing the database this is a good idea',
  'Untangling the schedules',
] as const;

/** '', '.', '..', '...' and round again. */
const DOT_STATES = 4;

function useTicker(intervalMs: number, active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    setTick(0);
    const timer = setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return tick;
}

type LoadingOverlayProps = {
  visible: boolean;
  /** What is being done, e.g. 'Scheduling the interview'; read out to assistive technology. */
  label?: string;
};

/**
 * Covers its nearest positioned parent while something slow runs: a rotating humorous message (every 2 s) with
 * animated dots (every 0.4 s), and a note that it takes 5-10 seconds.
 */
export function LoadingOverlay({ visible, label = 'Working' }: LoadingOverlayProps) {
  const messageTick = useTicker(LOADING_MESSAGE_INTERVAL_MS, visible);
  const dotTick = useTicker(LOADING_DOTS_INTERVAL_MS, visible);
  if (!visible) return null;

  const message = loadingMessages[messageTick % loadingMessages.length];
  const dots = '.'.repeat(dotTick % DOT_STATES);
  return (
    <Overlay backgroundOpacity={0.55} blur={2} zIndex={300} radius="md">
      <Center h="100%" p="md">
        <Paper shadow="md" p="lg" radius="md" withBorder maw={360} role="status" aria-label={label}>
          <Stack align="center" gap="xs">
            <Loader size="md" />
            <Text fw={600} ta="center" data-testid="loading-message">
              {message}
              <span aria-hidden="true" style={{ display: 'inline-block', width: '1.5ch', textAlign: 'left' }}>
                {dots}
              </span>
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              This usually takes 5-10 seconds.
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
