import { Alert, Stack, Textarea } from '@mantine/core';
import { FreeTimeHeader } from './free-time-header';
import { ScheduleFields } from './schedule-fields';
import { NEW_INTERVIEW_DAYS_AHEAD } from './schedule-options';
import type { useFreeTime } from './use-free-time';
import type { WizardValues } from './wizard-rules';

type WizardScheduleStepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  /** The chosen interviewer's name. */
  interviewerName: string;
  /** Their free time, and whether the chosen time is outside it (then a reason is needed). */
  freeTime: ReturnType<typeof useFreeTime>;
};

export const OVERRIDE_REASON_LABEL = 'Why book outside their free time?';

/**
 * Step 2: date (next 20 days), time and duration. Only the interviewer's free times, with their local time
 * beside each; "Show all times" offers every slot of the agency's hours, and a time outside their free time then
 * needs a reason.
 */
export function WizardScheduleStep({
  values,
  onChange,
  interviewerName: name,
  freeTime,
}: WizardScheduleStepProps) {
  return (
    <Stack gap="md">
      <FreeTimeHeader
        name={name}
        showAll={values.showAllTimes}
        onShowAll={(showAllTimes) => onChange({ showAllTimes })}
        freeTime={freeTime}
        daysAhead={NEW_INTERVIEW_DAYS_AHEAD}
      />
      <ScheduleFields
        daysAhead={NEW_INTERVIEW_DAYS_AHEAD}
        value={{ day: values.day, time: values.time, duration: values.duration }}
        onChange={onChange}
        free={freeTime.free}
      />
      {freeTime.needsReason ? (
        <Stack gap="xs">
          <Alert color="orange" variant="light" py="xs">
            {`This time is outside ${name}'s free time.`}
          </Alert>
          <Textarea
            label={OVERRIDE_REASON_LABEL}
            description="Kept in the interview's history"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={values.overrideReason}
            onChange={(event) => onChange({ overrideReason: event.currentTarget.value })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
