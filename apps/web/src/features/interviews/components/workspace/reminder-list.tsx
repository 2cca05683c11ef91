import type { UpcomingReminder } from '@interview-hub/contracts/workspace';
import { List, Text } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format-date';

const what: Record<UpcomingReminder['kind'], string> = {
  interviewer_before: 'Reminder of your interview with',
  feedback_reminder: 'Reminder to give feedback on',
};
const channel: Record<UpcomingReminder['channel'], string> = { telegram: 'Telegram', email: 'e-mail' };

/** The reminders that will reach the interviewer, soonest first, and how they will come. */
export function ReminderList({ reminders }: { reminders: UpcomingReminder[] }) {
  if (!reminders.length) {
    return (
      <Text size="sm" c="dimmed">
        No reminders scheduled.
      </Text>
    );
  }
  return (
    <List spacing={4} size="sm">
      {reminders.map((reminder) => (
        <List.Item key={`${reminder.interview_id}-${reminder.kind}-${reminder.due_at}`}>
          {formatDateTime(reminder.due_at)}: {what[reminder.kind]} {reminder.candidate_name}, by{' '}
          {channel[reminder.channel]}
        </List.Item>
      ))}
    </List>
  );
}
