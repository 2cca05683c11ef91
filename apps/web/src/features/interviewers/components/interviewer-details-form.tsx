import type {
  Interviewer,
  InterviewerFormValues,
  interviewerFormSchema,
} from '@interview-hub/contracts/interviewers';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { TagInput } from '../../../components/tag-input';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import type { SchemaForm } from '../../../components/use-schema-form';
import { formatRating } from './interviewer-format';
import { PhoneField } from './phone-field';

/** The edit form's values: the interviewer as saved. */
export function valuesOf(interviewer: Interviewer): InterviewerFormValues {
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

type InterviewerDetailsFormProps = {
  interviewer: Interviewer;
  form: SchemaForm<typeof interviewerFormSchema>;
  /** An interviewer editing their own record: only their phone, Telegram and time zone. */
  ownOnly?: boolean;
};

/** The interviewer card's edit mode; the rating stays read-only. */
export function InterviewerDetailsForm({ interviewer, form, ownOnly = false }: InterviewerDetailsFormProps) {
  const staff = { disabled: ownOnly };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput label="Name" required {...form.getInputProps('name')} {...staff} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} {...staff} />
        <PhoneField label="Phone" {...form.getInputProps('phone')} value={form.values.phone} />
        <TextInput label="Telegram Handle" placeholder="@handle" {...form.getInputProps('telegram')} />
        <TextInput label="Telegram Chat ID" {...form.getInputProps('telegram_chat_id')} />
        <NumberInput
          label="Price ($/hr)"
          min={0}
          decimalScale={2}
          {...form.getInputProps('price')}
          {...staff}
        />
        <DetailField label="Rating">{formatRating(interviewer.rating)}</DetailField>
        <TextInput
          label="Feedback Folder"
          placeholder="https://drive.google.com/…"
          {...form.getInputProps('feedback_folder_id')}
          {...staff}
        />
        <TimeZoneSelect
          label="Time Zone"
          description="E-mails and messages show their times in this zone"
          clearable
          {...form.getInputProps('timezone')}
          value={form.values.timezone}
        />
      </SimpleGrid>
      <TagInput
        label="Tech Stack"
        matching="exact"
        {...form.getInputProps('tech_stack', { withError: false })}
        value={form.values.tech_stack}
        {...staff}
      />
      <Textarea label="Notes" rows={3} resize="vertical" {...form.getInputProps('notes')} {...staff} />
    </Stack>
  );
}
