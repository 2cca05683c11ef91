import { Alert, Stack } from '@mantine/core';
import { ScheduleFields } from './schedule-fields';
import { NEW_INTERVIEW_DAYS_AHEAD } from './schedule-options';
import type { WizardValues } from './wizard-rules';

type WizardScheduleStepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  /** The chosen interviewer's name when they already have an interview at the chosen time. */
  busyInterviewer: string | null;
};

/** Step 2: date (next 20 days, weekdays), time and duration. */
export function WizardScheduleStep({ values, onChange, busyInterviewer }: WizardScheduleStepProps) {
  return (
    <Stack gap="md">
      <ScheduleFields
        daysAhead={NEW_INTERVIEW_DAYS_AHEAD}
        value={{ day: values.day, time: values.time, duration: values.duration }}
        onChange={onChange}
      />
      {busyInterviewer ? (
        <Alert color="orange" variant="light" py="xs">
          {busyInterviewer} already has an interview at this time.
        </Alert>
      ) : null}
    </Stack>
  );
}
