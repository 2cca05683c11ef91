import { DEFAULT_INTERVIEW_DURATION, durationLabel } from '@interview-hub/contracts/interview-options';
import type { WorkingHours } from '@interview-hub/contracts/interview-slots';
import type { Interview, InterviewConflict } from '@interview-hub/contracts/interviews';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDateTime, viewerTimeZone } from '../../../lib/format-date';
import { useWorkingHours } from '../../settings/api/get-settings';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { ConflictAlert } from './conflict-alert';
import { FreeTimeHeader } from './free-time-header';
import { readConflicts } from './read-conflicts';
import { readSlotRefusal } from './read-slot-refusal';
import { ScheduleFields, type ScheduleValue } from './schedule-fields';
import {
  bookableDays,
  dayAndSlotOf,
  parseDuration,
  RESCHEDULE_DAYS_AHEAD,
  slotsForDay,
  toIsoDateTime,
} from './schedule-options';
import { SlotRefusalAlert } from './slot-refusal-alert';
import { useFreeTime } from './use-free-time';

export type RescheduleTarget = Pick<Interview, 'id' | 'date' | 'duration'> & {
  candidate: { id: number; name: string };
  interviewer: { id: number; name: string };
};

const FAILED = 'Failed to reschedule interview';

/** The current day and time when they can be picked again, and the current duration (60 when unknown). */
function initialSchedule(interview: RescheduleTarget, hours: WorkingHours): ScheduleValue {
  const duration = parseDuration(String(interview.duration)) ?? DEFAULT_INTERVIEW_DURATION;
  const { day, time } = dayAndSlotOf(interview.date);
  const { minDate, maxDate, excludeDate } = bookableDays(RESCHEDULE_DAYS_AHEAD, new Date(), hours);
  const pickable = day >= minDate && day <= maxDate && !excludeDate(day);
  if (!pickable) return { day: null, time: null, duration };
  return { day, time: slotsForDay(day, new Date(), hours).includes(time) ? time : null, duration };
}

type RescheduleModalProps = {
  interview: RescheduleTarget;
  onClose: () => void;
  onRescheduled?: () => void;
};

/** Reschedule Interview (spec §2): date (next 14 days, weekdays), time and duration. Mount it to open it. */
export function RescheduleModal({ interview, onClose, onRescheduled }: RescheduleModalProps) {
  const hours = useWorkingHours();
  const [schedule, setSchedule] = useState<ScheduleValue>(() => initialSchedule(interview, hours));
  const [reason, setReason] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [conflicts, setConflicts] = useState<InterviewConflict[] | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof readSlotRefusal>>(null);
  const reschedule = useRescheduleInterview();
  const busy = reschedule.isPending;
  const chosen = schedule.day && schedule.time ? toIsoDateTime(schedule.day, schedule.time) : undefined;
  const name = interview.interviewer.name;
  const freeTime = useFreeTime({
    interviewerId: interview.interviewer.id,
    name,
    duration: schedule.duration,
    daysAhead: RESCHEDULE_DAYS_AHEAD,
    candidateId: interview.candidate.id,
    excludeInterviewId: interview.id,
    showAll,
    chosen,
  });
  const missingReason = freeTime.needsReason && !reason.trim();
  const error =
    reschedule.isError && !conflicts && !refusal ? getErrorMessage(reschedule.error, FAILED) : null;

  const submit = (allowConflict: boolean) => {
    if (!chosen) return;
    setConflicts(null);
    setRefusal(null);
    const input = {
      date: chosen,
      duration: schedule.duration,
      timezone: viewerTimeZone(),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(showAll && reason.trim() ? { override_reason: reason.trim() } : {}),
      ...(allowConflict ? { allow_conflict: true } : {}),
    };
    reschedule.mutate(
      { id: interview.id, input },
      {
        onSuccess: (updated) => {
          notifications.show({
            color: 'green',
            title: 'Interview rescheduled',
            message: `${updated.candidate.name}: ${formatDateTime(updated.date)}`,
          });
          onRescheduled?.();
          onClose();
        },
        onError: (failure) => {
          setConflicts(readConflicts(failure));
          setRefusal(readSlotRefusal(failure));
        },
      },
    );
  };

  const change = (value: ScheduleValue) => {
    setSchedule(value);
    setConflicts(null);
    setRefusal(null);
    reschedule.reset();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Reschedule Interview"
      size="lg"
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        <Text size="sm">
          Interview #{interview.id} with {interview.candidate.name}. Currently{' '}
          {formatDateTime(interview.date)} · {durationLabel(interview.duration || DEFAULT_INTERVIEW_DURATION)}
          .
        </Text>
        <FreeTimeHeader
          name={name}
          showAll={showAll}
          onShowAll={setShowAll}
          freeTime={freeTime}
          daysAhead={RESCHEDULE_DAYS_AHEAD}
        />
        <ScheduleFields
          daysAhead={RESCHEDULE_DAYS_AHEAD}
          value={schedule}
          onChange={change}
          free={freeTime.free}
          disabled={busy}
        />
        <Textarea
          label="Reason"
          description={
            freeTime.needsReason
              ? `Required: this time is outside ${name}'s free time. Kept in the interview's history`
              : "Optional; kept in the interview's history"
          }
          required={freeTime.needsReason}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          disabled={busy}
          rows={2}
          resize="vertical"
        />
        {conflicts ? (
          <ConflictAlert
            conflicts={conflicts}
            busy={busy}
            onBookAnyway={() => submit(true)}
            onChangeTime={() => setConflicts(null)}
          />
        ) : null}
        {refusal ? (
          <SlotRefusalAlert
            refusal={refusal}
            busy={busy}
            onPick={(start) => change({ ...schedule, ...dayAndSlotOf(start) })}
            onChangeTime={() => setRefusal(null)}
          />
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" title={FAILED}>
            {error === FAILED ? 'Please try again.' : error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button
            onClick={() => submit(false)}
            loading={busy}
            disabled={!chosen || conflicts !== null || refusal !== null || missingReason}
          >
            Reschedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
