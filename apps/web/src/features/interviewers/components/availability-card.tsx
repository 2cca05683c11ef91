import {
  type AvailabilityInput,
  type AvailabilityResponse,
  availabilityFormSchema,
  availabilityFormValues,
} from '@interview-hub/contracts/availability';
import { weekdayNames } from '@interview-hub/contracts/settings';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconX } from '../../../components/icons';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/permissions';
import { useAvailability, useUpdateAvailability } from '../api/availability';

/**
 * When the interviewer can take interviews: their time zone, hours per weekday (several stretches a day), days
 * off, the notice they need and the buffer between interviews; the caps are the agency's (staff edit them).
 */
export function AvailabilityCard({ interviewerId }: { interviewerId: number }) {
  const availability = useAvailability(interviewerId);
  return (
    <Paper withBorder radius="md" p="lg" id="availability">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3">
            Availability
          </Title>
          {availability.data && !availability.data.is_set ? (
            <Badge variant="light" color="yellow">
              Not set yet
            </Badge>
          ) : null}
        </Group>
        {availability.isPending ? <Loader aria-label="Loading availability" /> : null}
        {availability.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            Failed to load availability
          </Alert>
        ) : null}
        {availability.data ? (
          <AvailabilityForm interviewerId={interviewerId} saved={availability.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function AvailabilityForm({ interviewerId, saved }: { interviewerId: number; saved: AvailabilityResponse }) {
  const canEditCaps = useCan('interviewers.editCaps');
  const mutation = useUpdateAvailability(interviewerId);
  const form = useSchemaForm(availabilityFormSchema, availabilityFormValues(saved), { recheck: 'all' });
  const save = (input: AvailabilityInput) =>
    mutation.mutate(input, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Availability saved' }),
    });
  const failure =
    firstError(form.errors) ??
    (mutation.isError ? getErrorMessage(mutation.error, 'Failed to save availability') : null);

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Availability">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Interviews are offered only inside these hours, in your own time zone, never on days off or sooner
          than the notice.
        </Text>
        <TimeZoneSelect
          label="Time zone of these hours"
          value={form.values.timezone}
          onChange={(zone) => form.setFieldValue('timezone', zone ?? '')}
          error={typeof form.errors.timezone === 'string' ? form.errors.timezone : undefined}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Weekly hours
          </Text>
          {form.values.weekly.map((day, dayIndex) => {
            const name = weekdayNames[day.weekday - 1] ?? '';
            return (
              <Group key={day.weekday} gap="sm" align="flex-start" wrap="wrap">
                <Text w={96} size="sm" pt={6}>
                  {name}
                </Text>
                <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                  {day.ranges.length === 0 ? (
                    <Text size="sm" c="dimmed" pt={6}>
                      Unavailable
                    </Text>
                  ) : null}
                  {day.ranges.map((range, rangeIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a stretch has no identity but its place in the day's list, which is also its form path
                    <Group key={`${name}-${rangeIndex}`} gap="xs" wrap="nowrap">
                      <TextInput
                        type="time"
                        aria-label={`${name} from`}
                        {...form.getInputProps(`weekly.${dayIndex}.ranges.${rangeIndex}.start`)}
                      />
                      <Text size="sm">–</Text>
                      <TextInput
                        type="time"
                        aria-label={`${name} until`}
                        {...form.getInputProps(`weekly.${dayIndex}.ranges.${rangeIndex}.end`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${name} ${range.start}–${range.end}`}
                        onClick={() => form.removeListItem(`weekly.${dayIndex}.ranges`, rangeIndex)}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                <Button
                  variant="subtle"
                  size="xs"
                  mt={4}
                  aria-label={`Add hours on ${name}`}
                  onClick={() =>
                    form.insertListItem(`weekly.${dayIndex}.ranges`, nextRange(day.ranges.at(-1)?.end))
                  }
                >
                  Add hours
                </Button>
              </Group>
            );
          })}
        </Stack>
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Time off
          </Text>
          {form.values.time_off.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day off has no identity but its place in the list, which is also its form path
            <Group key={`off-${index}`} gap="xs" wrap="wrap">
              <TextInput
                type="date"
                aria-label="Off from"
                {...form.getInputProps(`time_off.${index}.from`)}
              />
              <Text size="sm">–</Text>
              <TextInput type="date" aria-label="Off until" {...form.getInputProps(`time_off.${index}.to`)} />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove time off ${index + 1}`}
                onClick={() => form.removeListItem('time_off', index)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => form.insertListItem('time_off', { from: '', to: '' })}
            >
              Add time off
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput label="Notice (hours)" min={0} max={336} {...form.getInputProps('notice_hours')} />
          <NumberInput
            label="Buffer between interviews (minutes)"
            min={0}
            max={240}
            {...form.getInputProps('buffer_minutes')}
          />
          <NumberInput
            label="Interviews per day at most"
            description={canEditCaps ? 'Empty: no cap' : 'Set by the agency'}
            min={1}
            max={20}
            disabled={!canEditCaps}
            {...form.getInputProps('max_per_day')}
          />
          <NumberInput
            label="Interviews per week at most"
            description={canEditCaps ? 'Empty: no cap' : 'Set by the agency'}
            min={1}
            max={100}
            disabled={!canEditCaps}
            {...form.getInputProps('max_per_week')}
          />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            Save availability
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new stretch of hours: after the day's last one when it leaves room, else 09:00–17:00. */
function nextRange(lastEnd: string | undefined): { start: string; end: string } {
  if (lastEnd && lastEnd < '22:00') {
    const hour = Number(lastEnd.slice(0, 2));
    return { start: lastEnd, end: `${String(Math.min(hour + 2, 24)).padStart(2, '0')}${lastEnd.slice(2)}` };
  }
  return { start: '09:00', end: '17:00' };
}
