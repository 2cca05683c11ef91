import { Alert, Button, Group, Text } from '@mantine/core';
import { useOverdueCount } from '../api/get-overdue-count';
import type { InterviewsUrlChange } from './use-interviews-url-state';

const whose = { booked_by_me: 'you booked', all: '', own: 'of yours' } as const;

/**
 * Above the list while feedback is overdue and the list does not show it yet: how many (the caller's bookings for
 * a recruiter, all for an admin, their own for an interviewer) and one click to the overdue list.
 */
export function OverdueNotice({
  shown,
  onShow,
}: {
  shown: boolean;
  onShow: (change: InterviewsUrlChange) => void;
}) {
  const overdue = useOverdueCount().data;
  if (!overdue || overdue.count === 0 || shown) return null;
  const { count, scope } = overdue;
  const subject = `${count} ${count === 1 ? 'interview' : 'interviews'}${whose[scope] ? ` ${whose[scope]}` : ''}`;
  return (
    <Alert color="red" variant="light" data-testid="overdue-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {subject} {count === 1 ? 'has' : 'have'} overdue feedback.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onShow({ overdue: true, mine: scope === 'booked_by_me', view: 'past' })}
        >
          Show overdue
        </Button>
      </Group>
    </Alert>
  );
}
