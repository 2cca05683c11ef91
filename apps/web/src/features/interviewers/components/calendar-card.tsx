import type { CalendarFeedResponse } from '@interview-hub/contracts/calendar-feed';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconAlertCircle } from '../../../components/icons';
import { getErrorMessage } from '../../../lib/api-error';
import { useCalendarFeed, useDisconnectCalendar } from '../api/calendar-feed';
import { CalendarConnectForm } from './calendar-connect-form';
import { calendarKeptSince, calendarStatusText } from './calendar-status-text';

const stateColor = { ok: 'teal', stale: 'yellow', failed: 'red' } as const;
const stateLabel = { ok: 'Connected', stale: 'Stale', failed: 'Failed' } as const;

/**
 * The interviewer's own calendar: connected by its secret iCal address, so that nobody books them when it says
 * they are busy. Shows how its last fetch went; the address itself is never shown again, only its hint.
 */
export function CalendarCard({ interviewerId }: { interviewerId: number }) {
  const feed = useCalendarFeed(interviewerId);
  const [replacing, setReplacing] = useState(false);
  return (
    <Paper component="section" aria-labelledby="calendar-title" withBorder radius="md" p="lg" id="calendar">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3" id="calendar-title">
            Calendar
          </Title>
          {feed.data?.status ? (
            <Badge variant="light" color={stateColor[feed.data.status.state]}>
              {stateLabel[feed.data.status.state]}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          Connect your own calendar and interviews are never booked when it says you are busy. It is read
          again every 15 minutes.
        </Text>
        {feed.isPending ? <Loader aria-label="Loading calendar" /> : null}
        {feed.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            Failed to load the calendar
          </Alert>
        ) : null}
        {feed.data && (!feed.data.connected || replacing) ? (
          <CalendarConnectForm
            interviewerId={interviewerId}
            submitLabel={replacing ? 'Replace calendar' : 'Connect calendar'}
            onDone={() => setReplacing(false)}
            onCancel={replacing ? () => setReplacing(false) : undefined}
          />
        ) : null}
        {feed.data?.connected && !replacing ? (
          <ConnectedCalendar
            interviewerId={interviewerId}
            feed={feed.data}
            onReplace={() => setReplacing(true)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function ConnectedCalendar(props: {
  interviewerId: number;
  feed: CalendarFeedResponse;
  onReplace: () => void;
}) {
  const { feed } = props;
  const disconnect = useDisconnectCalendar(props.interviewerId);
  const [confirming, setConfirming] = useState(false);
  const kept = feed.status ? calendarKeptSince(feed.status) : null;
  const close = () => {
    setConfirming(false);
    disconnect.reset();
  };
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'teal', message: 'Calendar disconnected' });
      },
    });

  return (
    <Stack gap="xs">
      <Text size="sm">
        Connected:{' '}
        <Text span ff="monospace">
          {feed.address_hint}
        </Text>
      </Text>
      {feed.status ? (
        <Text size="sm" c={stateColor[feed.status.state]} role="status">
          {calendarStatusText(feed.status)}
        </Text>
      ) : null}
      {kept ? (
        <Text size="sm" c="dimmed">
          {kept}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {feed.busy_count === 1 ? '1 busy time ahead' : `${feed.busy_count} busy times ahead`}
      </Text>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={props.onReplace}>
          Replace
        </Button>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Disconnect the calendar?"
        message="Its busy times are removed, and interviews may be offered at times it shows you busy."
        confirmLabel="Disconnect"
        confirmColor="red"
        busy={disconnect.isPending}
        error={
          disconnect.isError ? (
            <Text c="red" size="sm" role="alert">
              {getErrorMessage(disconnect.error, 'Failed to disconnect the calendar')}
            </Text>
          ) : null
        }
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}
