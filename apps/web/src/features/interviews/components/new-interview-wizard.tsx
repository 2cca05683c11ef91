import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Alert, Anchor, Box, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { ConflictAlert } from './conflict-alert';
import { SlotRefusalAlert } from './slot-refusal-alert';
import { useNewInterview } from './use-new-interview';
import { WizardDetailsStep } from './wizard-details-step';
import { WizardParticipantsStep } from './wizard-participants-step';
import { isStepComplete, LAST_WIZARD_STEP, wizardSteps } from './wizard-rules';
import { WizardScheduleStep } from './wizard-schedule-step';

type NewInterviewWizardProps = {
  onClose: () => void;
  onCreated?: (interview: InterviewDetail) => void;
};

const CREATE_FAILED = 'Failed to create interview';

/**
 * Moves the keyboard focus to a step's first field: the element marked `data-autofocus`, else the calendar's
 * focusable day, else the first enabled control. Without it, Next and Previous (which disappear or are disabled
 * on the new step) left the focus on the page's body, outside the dialog's focus trap.
 */
function focusFirstField(step: HTMLElement | null): void {
  const target =
    step?.querySelector<HTMLElement>('[data-autofocus]') ??
    step?.querySelector<HTMLElement>('table button[tabindex="0"]:not([disabled])') ??
    step?.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
  target?.focus();
}

/**
 * A step's content, which moves the focus to its first field once it (and the calendar's days) has mounted. Each
 * step's has its own key: the stepper shows them in one place, where React would otherwise keep the first.
 */
function StepContent({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstField(ref.current), []);
  return <div ref={ref}>{children}</div>;
}

function ScheduledMessage({ interview }: { interview: InterviewDetail }) {
  return (
    <>
      {interview.candidate.name} with {interview.interviewer.name}, {formatDateTime(interview.date)}.{' '}
      <Anchor component={Link} to={`/interviews/${interview.id}`} size="sm">
        Open the interview
      </Anchor>
    </>
  );
}

/**
 * The New Interview wizard (spec §2): 1 Participants, 2 Schedule, 3 Details. Next waits for the step's
 * requirements; Previous appears from step 2; a loading overlay covers it while it works. Mount it to open it.
 */
export function NewInterviewWizard({ onClose, onCreated }: NewInterviewWizardProps) {
  const wizard = useNewInterview((interview) => {
    notifications.show({
      color: 'green',
      title: 'Interview scheduled',
      message: <ScheduledMessage interview={interview} />,
      // Long enough to follow the link.
      autoClose: 10_000,
    });
    onCreated?.(interview);
    onClose();
  });
  const { options, step, values, create, autoImport, conflicts, refusal } = wizard;
  // Phones get the whole screen and a compact stepper: numbers, with the current step's name only.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const stepProps = (index: 0 | 1 | 2) => ({
    label: narrow && index !== step ? undefined : wizardSteps[index].label,
    description: narrow ? undefined : wizardSteps[index].description,
    'aria-label': `Step ${index + 1}: ${wizardSteps[index].label}`,
  });
  const overlay = create.isPending
    ? 'Scheduling the interview'
    : autoImport.importing
      ? 'Refreshing the candidate from Manatal'
      : options.isLoading
        ? 'Loading options'
        : null;
  const createError =
    create.isError && !conflicts && !refusal ? getErrorMessage(create.error, CREATE_FAILED) : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title="New Interview"
      size="xl"
      fullScreen={narrow}
      trapFocus
      closeOnEscape={!create.isPending}
      closeOnClickOutside={!create.isPending}
      withCloseButton={!create.isPending}
    >
      <Box pos="relative" mih={overlay ? 360 : undefined}>
        <LoadingOverlay visible={overlay !== null} label={overlay ?? undefined} />
        <Stack gap="md">
          {options.isError ? (
            <Alert color="red" variant="light" role="alert">
              Failed to load options
            </Alert>
          ) : null}
          {autoImport.failed ? (
            <Alert
              color="yellow"
              variant="light"
              withCloseButton
              onClose={autoImport.dismiss}
              closeButtonLabel="Dismiss"
            >
              Failed to refresh candidate from Manatal
            </Alert>
          ) : null}
          <Stepper
            active={step}
            onStepClick={(target) => target < step && wizard.goTo(target)}
            size={narrow ? 'xs' : 'sm'}
            wrap={false}
          >
            <Stepper.Step {...stepProps(0)}>
              <StepContent key="participants">
                <WizardParticipantsStep
                  values={values}
                  onChange={wizard.update}
                  ranking={wizard.ranking}
                  chosenMatch={wizard.chosenMatch}
                  empty={options}
                  onTimeChosen={() => wizard.goTo(LAST_WIZARD_STEP)}
                />
              </StepContent>
            </Stepper.Step>
            <Stepper.Step {...stepProps(1)}>
              <StepContent key="schedule">
                <WizardScheduleStep
                  values={values}
                  onChange={wizard.update}
                  interviewerName={wizard.interviewer?.name ?? 'The interviewer'}
                  freeTime={wizard.freeTime}
                />
              </StepContent>
            </Stepper.Step>
            <Stepper.Step {...stepProps(2)}>
              <StepContent key="details">
                <WizardDetailsStep
                  values={values}
                  onChange={wizard.update}
                  interviewerName={wizard.interviewer?.name ?? null}
                  candidateName={wizard.candidate?.name ?? null}
                  candidate={wizard.candidateDetails.data}
                  candidateError={wizard.candidateDetails.isError}
                />
              </StepContent>
            </Stepper.Step>
          </Stepper>
          {conflicts ? (
            <ConflictAlert
              conflicts={conflicts}
              busy={create.isPending}
              onBookAnyway={() => wizard.submit(true)}
              onChangeTime={() => wizard.goTo(1)}
            />
          ) : null}
          {refusal ? (
            <SlotRefusalAlert
              refusal={refusal}
              busy={create.isPending}
              onPick={wizard.pickTime}
              onChangeTime={() => wizard.goTo(1)}
            />
          ) : null}
          {createError ? (
            <Alert color="red" variant="light" role="alert" title={CREATE_FAILED}>
              {createError === CREATE_FAILED ? 'Please try again.' : createError}
            </Alert>
          ) : null}
          <Group justify={step > 0 ? 'space-between' : 'flex-end'}>
            {step > 0 ? (
              <Button variant="default" onClick={() => wizard.goTo(step - 1)} disabled={create.isPending}>
                Previous
              </Button>
            ) : null}
            {step < LAST_WIZARD_STEP ? (
              <Button
                onClick={() => wizard.goTo(step + 1)}
                disabled={!isStepComplete(step, values, wizard.freeTime.needsReason)}
              >
                Next
              </Button>
            ) : (
              <Button
                onClick={() => wizard.submit(false)}
                loading={create.isPending}
                disabled={conflicts !== null || refusal !== null}
              >
                Schedule Interview
              </Button>
            )}
          </Group>
        </Stack>
      </Box>
    </Modal>
  );
}
