import type { InterviewConflict, InterviewDetail } from '@interview-hub/contracts/interviews';
import { useState } from 'react';
import { useCandidate } from '../../candidates/api/get-candidate';
import { useCreateInterview } from '../api/create-interview';
import { useInterviewerMatches } from '../api/get-interviewer-matches';
import { useWizardOptions } from '../api/get-wizard-options';
import { readConflicts } from './read-conflicts';
import { readSlotRefusal } from './read-slot-refusal';
import { dayAndSlotOf, NEW_INTERVIEW_DAYS_AHEAD, toIsoDateTime } from './schedule-options';
import { useFreeTime } from './use-free-time';
import { useManatalAutoImport } from './use-manatal-auto-import';
import { initialWizardValues, LAST_WIZARD_STEP, toCreateInput, type WizardValues } from './wizard-rules';

/** The wizard's state: options, choices, step, the Manatal refresh and the booking with its conflict check. */
export function useNewInterview(onCreated: (interview: InterviewDetail) => void) {
  const options = useWizardOptions();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(initialWizardValues);
  const [conflicts, setConflicts] = useState<InterviewConflict[] | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof readSlotRefusal>>(null);
  const create = useCreateInterview();

  const candidate = values.candidate;
  const candidateId = candidate?.id ?? null;
  const candidateDetails = useCandidate(candidateId);
  const date = values.day && values.time ? toIsoDateTime(values.day, values.time) : undefined;
  const ranking = { jobId: values.job?.id ?? null, date, duration: values.duration };
  // Every interviewer ranked (no search): the chosen one's rank, and whether they are busy at the chosen time.
  const matchesQuery = useInterviewerMatches(ranking);
  const matches = values.job ? (matchesQuery.data?.data ?? null) : null;
  const chosenMatch = matches?.find((m) => m.interviewer.id === values.interviewer?.id) ?? null;
  const interviewer = values.interviewer;
  const freeTime = useFreeTime({
    interviewerId: interviewer?.id ?? null,
    name: interviewer?.name ?? 'The interviewer',
    duration: values.duration,
    daysAhead: NEW_INTERVIEW_DAYS_AHEAD,
    candidateId,
    showAll: values.showAllTimes,
    chosen: date,
  });
  const autoImport = useManatalAutoImport({
    interviewerId: interviewer?.id ?? null,
    jobId: values.job?.id ?? null,
    candidate,
  });

  const update = (patch: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setConflicts(null);
    setRefusal(null);
    create.reset();
  };

  /** Takes one of the free times a refusal suggests. */
  const pickTime = (start: string) => update(dayAndSlotOf(start));

  const goTo = (next: number) => {
    const target = Math.max(0, Math.min(LAST_WIZARD_STEP, next));
    // Spec §7: the candidate's details are fetched again on entering step 3.
    if (target === LAST_WIZARD_STEP && target !== step && candidateId !== null) {
      void candidateDetails.refetch();
    }
    setConflicts(null);
    setRefusal(null);
    setStep(target);
  };

  const submit = (allowConflict: boolean) => {
    const input = toCreateInput(values, allowConflict);
    if (!input) return;
    setConflicts(null);
    setRefusal(null);
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        setConflicts(readConflicts(error));
        setRefusal(readSlotRefusal(error));
      },
    });
  };

  return {
    options,
    step,
    goTo,
    values,
    update,
    ranking,
    chosenMatch,
    interviewer,
    candidate,
    candidateDetails,
    freeTime,
    autoImport,
    conflicts,
    refusal,
    pickTime,
    create,
    submit,
  };
}
