import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import { Alert, Stack } from '@mantine/core';
import type { MatchQuery } from '../api/get-interviewer-matches';
import { CandidatePicker } from './candidate-picker';
import { FindATimePanel } from './find-a-time-panel';
import { InterviewerPicker } from './interviewer-picker';
import { PositionPicker } from './position-picker';
import { dayAndSlotOf } from './schedule-options';
import type { WizardValues } from './wizard-rules';

/** Which lists are empty before any search (spec §8's wizard warnings), once the options have loaded. */
export type WizardEmptyLists = { noJobs: boolean; noInterviewers: boolean; noCandidates: boolean };

type WizardParticipantsStepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  /** The position and time the interviewers are ranked for. */
  ranking: MatchQuery;
  /** The chosen interviewer's match for the chosen position, once known. */
  chosenMatch: InterviewerMatch | null;
  empty: WizardEmptyLists;
  /** Find a time took an interviewer and a time: on to the details. */
  onTimeChosen: () => void;
};

function EmptyWarning({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <Alert color="yellow" variant="light" py="xs">
      {text}
    </Alert>
  );
}

/** Step 1: position, interviewer and candidate; the position field takes the focus (`data-autofocus`). */
export function WizardParticipantsStep(props: WizardParticipantsStepProps) {
  const { values, onChange, ranking, chosenMatch, empty, onTimeChosen } = props;
  const interviewer = values.interviewer;
  return (
    <Stack gap="md">
      <EmptyWarning show={empty.noJobs} text="No positions available" />
      <PositionPicker
        selected={values.job}
        onSelect={(job) => onChange({ job })}
        inputProps={{ 'data-autofocus': true }}
      />
      <EmptyWarning show={empty.noInterviewers} text="No interviewers available" />
      <InterviewerPicker
        ranking={ranking}
        selected={interviewer ? { interviewer, match: chosenMatch } : null}
        onSelect={(choice) => onChange({ interviewer: choice?.interviewer ?? null })}
      />
      <EmptyWarning show={empty.noCandidates} text="No candidates available" />
      <CandidatePicker selected={values.candidate} onSelect={(candidate) => onChange({ candidate })} />
      <FindATimePanel
        jobId={values.job?.id ?? null}
        candidateId={values.candidate?.id ?? null}
        duration={values.duration}
        onChoose={(option) => {
          const { timezone: _zone, ...chosen } = option.interviewer;
          onChange({ interviewer: chosen, ...dayAndSlotOf(option.start), showAllTimes: false });
          onTimeChosen();
        }}
      />
    </Stack>
  );
}
