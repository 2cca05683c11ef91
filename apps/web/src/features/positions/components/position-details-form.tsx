import type { JobDetail, positionDetailsFormSchema } from '@interview-hub/contracts/jobs';
import { Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { TagInput } from '../../../components/tag-input';
import type { SchemaForm } from '../../../components/use-schema-form';

/** The edit form's values: the position as saved; internal notes only for those who see them. */
export function valuesOf(
  job: JobDetail,
  withInternalNotes: boolean,
): z.input<typeof positionDetailsFormSchema> {
  return {
    template_id: job.template_id,
    feedback_template_link: job.feedback_template_link ?? '',
    note_for_interviewers: job.note_for_interviewers ?? '',
    ...(withInternalNotes ? { internal_notes: job.internal_notes ?? '' } : {}),
    technologies: job.technologies,
  };
}

type PositionDetailsFormProps = {
  form: SchemaForm<typeof positionDetailsFormSchema>;
  showInternalNotes: boolean;
};

/** The position page's edit mode. */
export function PositionDetailsForm({ form, showInternalNotes }: PositionDetailsFormProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Feedback Template Link"
        description="A spreadsheet ID or a full link"
        {...form.getInputProps('feedback_template_link')}
      />
      <TagInput
        label="Tech Stack"
        matching="ignore-case"
        {...form.getInputProps('technologies', { withError: false })}
        value={form.values.technologies}
      />
      <Textarea
        label="Notes for Interviewers"
        rows={3}
        resize="vertical"
        {...form.getInputProps('note_for_interviewers')}
      />
      {showInternalNotes ? (
        <Textarea
          label="Internal Notes"
          description="Visible only to recruiters"
          rows={3}
          resize="vertical"
          {...form.getInputProps('internal_notes')}
        />
      ) : null}
    </Stack>
  );
}
