import { formatTime, viewerTimeZone } from '../../../lib/format-date';
import '@mantine/dates/styles.css';
import { Group, Select, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useWorkingHours } from '../../settings/api/get-settings';
import {
  bookableDays,
  durationSelectData,
  freeSlotOptions,
  parseDuration,
  slotsForDay,
} from './schedule-options';
import type { InterviewDuration } from './wizard-rules';

export type ScheduleValue = { day: string | null; time: string | null; duration: InterviewDuration };

/** An interviewer's free starts (ISO) and their zone, to offer only those with their local time beside each. */
export type FreeTime = { slots: readonly string[]; timeZone: string; name: string };

type ScheduleFieldsProps = {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  /** How many days ahead the calendar reaches: 20 for a new interview, 14 for a reschedule (spec §9). */
  daysAhead: number;
  /** Only these times, when given; otherwise every slot of the agency's working hours. */
  free?: FreeTime;
  disabled?: boolean;
};

/**
 * Date (the agency's working days, no past days, up to `daysAhead` days ahead), a time slot every 30 minutes
 * within its working hours (08:00 to 21:30 by default) in the user's time zone, and the duration with its label.
 * Given an interviewer's free time, the days without any are greyed out and the times are theirs.
 */
export function ScheduleFields({ value, onChange, daysAhead, free, disabled = false }: ScheduleFieldsProps) {
  const dateLabelId = useId();
  const now = new Date();
  const hours = useWorkingHours();
  const bookable = bookableDays(daysAhead, now, hours);
  const freeOptions = free ? freeSlotOptions(free) : null;
  const excludeDate = freeOptions
    ? (day: string) => bookable.excludeDate(day) || !freeOptions.has(day)
    : bookable.excludeDate;
  const slotsOf = (day: string | null) =>
    freeOptions
      ? day
        ? (freeOptions.get(day) ?? []).map((o) => o.value)
        : []
      : slotsForDay(day, now, hours);
  // Values stay 'HH:mm'; labels are in the user's locale, as the summary and the lists show times.
  const slotDay = value.day ?? dayjs(now).format('YYYY-MM-DD');
  const slots =
    freeOptions && value.day
      ? (freeOptions.get(value.day) ?? [])
      : slotsOf(value.day).map((slot) => ({
          value: slot,
          label: formatTime(dayjs(`${slotDay}T${slot}`).toDate()),
        }));

  const changeDay = (day: string | null) => {
    const time = value.time && day && slotsOf(day).includes(value.time) ? value.time : null;
    onChange({ ...value, day, time });
  };

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap={4} role="group" aria-labelledby={dateLabelId}>
        <Text id={dateLabelId} size="sm" fw={500}>
          Date
        </Text>
        <DatePicker
          value={value.day}
          onChange={changeDay}
          minDate={bookable.minDate}
          maxDate={bookable.maxDate}
          excludeDate={excludeDate}
          defaultDate={value.day ?? freeOptions?.keys().next().value ?? bookable.minDate}
          getDayProps={disabled ? () => ({ disabled: true }) : undefined}
        />
      </Stack>
      <Stack gap="md" miw={200} style={{ flex: 1 }}>
        <Select
          label="Time"
          placeholder="Pick a time"
          data={slots}
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          description={
            free && free.timeZone !== viewerTimeZone()
              ? `Your time zone: ${viewerTimeZone()}; ${free.name}'s in brackets`
              : `Your time zone: ${viewerTimeZone()}`
          }
          nothingFoundMessage={free ? 'No free times on this day' : 'No time slots left on this day'}
          maxDropdownHeight={240}
          disabled={disabled}
        />
        <Select
          label="Duration"
          data={durationSelectData}
          value={String(value.duration)}
          onChange={(next) => onChange({ ...value, duration: parseDuration(next) ?? value.duration })}
          allowDeselect={false}
          disabled={disabled}
        />
      </Stack>
    </Group>
  );
}
