import type { Candidate } from '@interview-hub/contracts/candidates';
import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { Job } from '@interview-hub/contracts/jobs';
import { Alert, Stack } from '@mantine/core';
import { CandidatePicker } from './candidate-picker';
import { InterviewerPicker, interviewerChoices } from './interviewer-picker';
import { PositionPicker } from './position-picker';
import type { WizardValues } from './wizard-rules';

type WizardParticipantsStepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  jobs: Job[];
  interviewers: Interviewer[];
  candidates: Candidate[];
  /** The interviewers ranked for the chosen position, once known. */
  matches: InterviewerMatch[] | null;
  /** The options have loaded, so an empty list means there is nothing to choose. */
  loaded: boolean;
};

function EmptyWarning({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <Alert color="yellow" variant="light" py="xs">
      {text}
    </Alert>
  );
}

/** Step 1: position, interviewer and candidate. */
export function WizardParticipantsStep(props: WizardParticipantsStepProps) {
  const { values, onChange, jobs, interviewers, candidates, matches, loaded } = props;
  const choices = interviewerChoices(interviewers, matches);

  return (
    <Stack gap="md">
      <EmptyWarning show={loaded && jobs.length === 0} text="No positions available" />
      <PositionPicker jobs={jobs} selected={values.job} onSelect={(job) => onChange({ job })} />
      <EmptyWarning show={loaded && interviewers.length === 0} text="No interviewers available" />
      <InterviewerPicker
        choices={choices}
        ranked={matches !== null}
        selected={choices.find((choice) => choice.interviewer.id === values.interviewerId) ?? null}
        onSelect={(choice) => onChange({ interviewerId: choice?.interviewer.id ?? null })}
      />
      <EmptyWarning show={loaded && candidates.length === 0} text="No candidates available" />
      <CandidatePicker
        candidates={candidates}
        selected={candidates.find((candidate) => candidate.id === values.candidateId) ?? null}
        onSelect={(candidate) => onChange({ candidateId: candidate?.id ?? null })}
      />
    </Stack>
  );
}
