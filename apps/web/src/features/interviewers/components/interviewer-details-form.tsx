import {
  type Interviewer,
  type InterviewerInput,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { DetailField } from '../../../components/detail-field';
import { TagInput } from '../../../components/tag-input';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { checkInput, type FieldErrors, type FormCheck } from '../../../lib/field-errors';
import { formatRating } from './interviewer-format';
import { PhoneField } from './phone-field';

/** The edit form's values as typed. */
export type InterviewerDraft = {
  name: string;
  email: string;
  phone: string;
  telegram: string;
  telegram_chat_id: string;
  price: number | string;
  feedback_folder_id: string;
  notes: string;
  tech_stack: string[];
  timezone: string | null;
};

export function draftOf(interviewer: Interviewer): InterviewerDraft {
  return {
    name: interviewer.name,
    email: interviewer.email,
    phone: interviewer.phone ?? '',
    telegram: interviewer.telegram ?? '',
    telegram_chat_id: interviewer.telegram_chat_id ?? '',
    price: interviewer.price ?? '',
    feedback_folder_id: interviewer.feedback_folder_id ?? '',
    notes: interviewer.notes ?? '',
    tech_stack: interviewer.tech_stack,
    timezone: interviewer.timezone,
  };
}

/** The full interviewer for PUT: the time zone as chosen, the price parsed as a number (empty becomes unset), the rating left out. */
export function inputOf(draft: InterviewerDraft): FormCheck<InterviewerInput> {
  const price =
    typeof draft.price === 'number' ? draft.price : draft.price.trim() ? Number(draft.price) : null;
  const input: InterviewerInput = {
    name: draft.name,
    email: draft.email.trim(),
    phone: draft.phone,
    telegram: draft.telegram,
    telegram_chat_id: draft.telegram_chat_id,
    price: Number.isNaN(price) ? null : price,
    feedback_folder_id: draft.feedback_folder_id,
    notes: draft.notes,
    tech_stack: draft.tech_stack,
    timezone: draft.timezone,
  };
  return checkInput(interviewerInputSchema, input);
}

type InterviewerDetailsFormProps = {
  interviewer: Interviewer;
  draft: InterviewerDraft;
  onChange: (draft: InterviewerDraft) => void;
  errors: FieldErrors;
};

/** The interviewer card's edit mode; the rating stays read-only. */
export function InterviewerDetailsForm({
  interviewer,
  draft,
  onChange,
  errors,
}: InterviewerDetailsFormProps) {
  const set = <K extends keyof InterviewerDraft>(key: K, value: InterviewerDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const text = (key: Exclude<keyof InterviewerDraft, 'price' | 'tech_stack' | 'timezone'>) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput label="Name" required {...text('name')} />
        <TextInput label="Email" type="email" required {...text('email')} />
        <PhoneField
          label="Phone"
          value={draft.phone}
          error={errors.phone}
          onChange={(v) => set('phone', v)}
        />
        <TextInput label="Telegram Handle" placeholder="@handle" {...text('telegram')} />
        <TextInput label="Telegram Chat ID" {...text('telegram_chat_id')} />
        <NumberInput
          label="Price ($/hr)"
          min={0}
          decimalScale={2}
          value={draft.price}
          error={errors.price}
          onChange={(value) => set('price', value)}
        />
        <DetailField label="Rating">{formatRating(interviewer.rating)}</DetailField>
        <TextInput
          label="Feedback Folder"
          placeholder="https://drive.google.com/…"
          {...text('feedback_folder_id')}
        />
        <TimeZoneSelect
          label="Time Zone"
          description="E-mails and messages show their times in this zone"
          clearable
          value={draft.timezone}
          error={errors.timezone}
          onChange={(zone) => set('timezone', zone)}
        />
      </SimpleGrid>
      <TagInput
        label="Tech Stack"
        matching="exact"
        value={draft.tech_stack}
        onChange={(tags) => set('tech_stack', tags)}
      />
      <Textarea label="Notes" rows={3} resize="vertical" {...text('notes')} />
    </Stack>
  );
}
