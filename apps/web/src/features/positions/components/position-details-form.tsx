import { type JobDetail, type JobUpdateInput, jobUpdateSchema } from '@interview-hub/contracts/jobs';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { TagInput } from '../../../components/tag-input';
import { type FieldErrors, type FormCheck, fieldErrors } from '../../../lib/field-errors';

/** The editable fields of the position page, as typed. */
export type PositionDraft = {
  feedback_template_link: string;
  note_for_interviewers: string;
  internal_notes: string;
  technologies: string[];
};

export function draftOf(job: JobDetail): PositionDraft {
  return {
    feedback_template_link: job.feedback_template_link ?? '',
    note_for_interviewers: job.note_for_interviewers ?? '',
    internal_notes: job.internal_notes ?? '',
    technologies: job.technologies,
  };
}

/**
 * The PUT body of the detail screen: a bare spreadsheet ID becomes a full spreadsheet link, technologies are
 * trimmed with case-insensitive duplicates dropped (contracts/jobs). Internal notes are sent only by those who
 * see them.
 */
export function inputOf(
  job: JobDetail,
  draft: PositionDraft,
  withInternalNotes: boolean,
): FormCheck<JobUpdateInput> {
  const parsed = jobUpdateSchema.safeParse({
    technologies: draft.technologies,
    template_id: job.template_id,
    note_for_interviewers: draft.note_for_interviewers,
    ...(withInternalNotes ? { internal_notes: draft.internal_notes } : {}),
    feedback_template_link: draft.feedback_template_link,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

type PositionDetailsFormProps = {
  draft: PositionDraft;
  onChange: (draft: PositionDraft) => void;
  errors: FieldErrors;
  showInternalNotes: boolean;
};

/** The position page's edit mode. */
export function PositionDetailsForm({
  draft,
  onChange,
  errors,
  showInternalNotes,
}: PositionDetailsFormProps) {
  const set = <K extends keyof PositionDraft>(key: K, value: PositionDraft[K]) =>
    onChange({ ...draft, [key]: value });

  return (
    <Stack gap="md">
      <TextInput
        label="Feedback Template Link"
        description="A spreadsheet ID or a full link"
        value={draft.feedback_template_link}
        onChange={(event) => set('feedback_template_link', event.currentTarget.value)}
        error={errors.feedback_template_link}
      />
      <TagInput
        label="Tech Stack"
        matching="ignore-case"
        value={draft.technologies}
        onChange={(tags) => set('technologies', tags)}
      />
      <Textarea
        label="Notes for Interviewers"
        rows={3}
        resize="vertical"
        value={draft.note_for_interviewers}
        onChange={(event) => set('note_for_interviewers', event.currentTarget.value)}
        error={errors.note_for_interviewers}
      />
      {showInternalNotes ? (
        <Textarea
          label="Internal Notes"
          description="Visible only to recruiters"
          rows={3}
          resize="vertical"
          value={draft.internal_notes}
          onChange={(event) => set('internal_notes', event.currentTarget.value)}
          error={errors.internal_notes}
        />
      ) : null}
    </Stack>
  );
}
