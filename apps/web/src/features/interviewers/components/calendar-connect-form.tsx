import { type CalendarConnectInput, calendarConnectSchema } from '@interview-hub/contracts/calendar-feed';
import { List, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormLayout } from '../../../components/modal-form';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useConnectCalendar } from '../api/calendar-feed';

/**
 * Pasting a calendar's secret iCal address, with where each calendar app keeps it. The server fetches it at once,
 * so a wrong address is refused here with its reason ("That address is not an iCal calendar").
 */
export function CalendarConnectForm(props: {
  interviewerId: number;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const mutation = useConnectCalendar(props.interviewerId);
  const form = useSchemaForm(calendarConnectSchema, { address: '' });
  const connect = (input: CalendarConnectInput) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Calendar connected' });
        form.reset();
        props.onDone?.();
      },
    });
  const failure = mutation.isError ? getErrorMessage(mutation.error, 'Failed to connect the calendar') : null;

  return (
    <FormLayout
      onSubmit={form.onSubmit(connect)}
      submitLabel={props.submitLabel}
      pending={mutation.isPending}
      onCancel={props.onCancel}
      failure={failure}
      label="Connect a calendar"
    >
      <TextInput
        label="Secret iCal address"
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        description="Only the times you are busy are read; titles, guests and notes are never stored."
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('address')}
        error={firstError(form.errors)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Where to find it
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>
            Google Calendar: Settings, your calendar, Integrate calendar, “Secret address in iCal format”.
          </List.Item>
          <List.Item>
            Outlook: Settings, Calendar, Shared calendars, Publish a calendar, the ICS link.
          </List.Item>
          <List.Item>
            Apple iCloud: share the calendar as a Public Calendar and copy its webcal:// link.
          </List.Item>
          <List.Item>Fastmail or Proton: the calendar’s share or export settings, its ICS link.</List.Item>
        </List>
      </Stack>
    </FormLayout>
  );
}
