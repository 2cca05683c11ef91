import type { CandidateDetail } from '@interview-hub/contracts/candidates';
import { durationLabel } from '@interview-hub/contracts/interview-options';
import { Alert, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { formatDateTime } from '../../../lib/format-date';
import type { CandidateNote } from './candidate-notes';
import { CandidateNotesPicker } from './candidate-notes-picker';
import { positionLabel } from './position-picker';
import { toIsoDateTime } from './schedule-options';
import type { WizardValues } from './wizard-rules';

type WizardDetailsStepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  interviewerName: string | null;
  candidateName: string | null;
  candidate: CandidateDetail | undefined;
  candidateError: boolean;
};

/** Step 3: a summary of the choices, the candidate's notes to copy from and the optional recruiter notes. */
export function WizardDetailsStep(props: WizardDetailsStepProps) {
  const { values, onChange, candidate } = props;
  const [pickedNote, setPickedNote] = useState<CandidateNote | null>(null);
  const when = values.day && values.time ? formatDateTime(toIsoDateTime(values.day, values.time)) : null;

  const pickNote = (note: CandidateNote | null) => {
    setPickedNote(note);
    if (!note) return;
    const quoted = note.date ? `[${note.date}] ${note.text}` : note.text;
    onChange({ notes: values.notes.trim() ? `${values.notes.trimEnd()}\n\n${quoted}` : quoted });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailField label="Position">{values.job ? positionLabel(values.job) : null}</DetailField>
          <DetailField label="Interviewer">{props.interviewerName}</DetailField>
          <DetailField label="Candidate">{props.candidateName}</DetailField>
          <DetailField label="When">
            {when ? `${when} · ${durationLabel(values.duration)}` : null}
          </DetailField>
        </SimpleGrid>
      </Paper>
      {props.candidateError ? (
        <Alert color="yellow" variant="light" py="xs">
          Unable to refresh candidate details
        </Alert>
      ) : null}
      <CandidateNotesPicker
        notes={candidate?.notes}
        hasCandidate={values.candidate !== null}
        selected={pickedNote}
        onPick={pickNote}
      />
      <Textarea
        label="Recruiter notes"
        description="Optional; shared with the interviewer"
        placeholder="What should the interviewer focus on?"
        rows={4}
        resize="vertical"
        value={values.notes}
        onChange={(event) => onChange({ notes: event.currentTarget.value })}
      />
    </Stack>
  );
}
