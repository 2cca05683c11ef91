import {
  INTERVIEWER_NAME_EMAIL_REQUIRED,
  type InterviewerInput,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { TagInput } from '../../../components/tag-input';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { ApiError } from '../../../lib/api-error';
import { viewerTimeZone } from '../../../lib/format-date';
import { currentTimeZoneName } from '../../../lib/time-zones';
import { useCreateInterviewer } from '../api/create-interviewer';
import { PhoneField } from './phone-field';

type Draft = {
  name: string;
  email: string;
  phone: string;
  price: number | string;
  notes: string;
  tech: string[];
  timezone: string | null;
};

const emptyDraft = (): Draft => ({
  name: '',
  email: '',
  phone: '',
  price: 0,
  notes: '',
  tech: [],
  timezone: currentTimeZoneName(viewerTimeZone()),
});

const CREATE_FAILED = 'Failed to create interviewer. Please try again.';

/** The form's first problem, or null: name and e-mail first, with the spec's message. */
function problemOf(draft: Draft): string | null {
  if (!draft.name.trim() || !draft.email.trim()) return INTERVIEWER_NAME_EMAIL_REQUIRED;
  const parsed = interviewerInputSchema.safeParse(inputOf(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? CREATE_FAILED);
}

function inputOf(draft: Draft): InterviewerInput {
  return {
    name: draft.name,
    email: draft.email.trim(),
    phone: draft.phone,
    // An empty price is the default, 0 (spec §7).
    price: typeof draft.price === 'number' ? draft.price : 0,
    notes: draft.notes,
    tech_stack: draft.tech,
    timezone: draft.timezone,
  };
}

/** The server's refusal and the draft it refused: it is shown only while its cause is still in the form. */
type Refusal = { message: string; email: string; draft: Draft; duplicate: boolean };

type NewInterviewerModalProps = { opened: boolean; onClose: () => void };

/**
 * '+ New Interviewer': Name, Email, Phone, Price $/hr (0 by default), Notes, Tech Stack and Time Zone (the
 * viewer's by default). After a first submit the form's problem is worked out again on every change, so a
 * message goes as soon as its cause does; a duplicate e-mail stays until the e-mail changes.
 */
export function NewInterviewerModal({ opened, onClose }: NewInterviewerModalProps) {
  const create = useCreateInterviewer();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const refused =
    refusal && (refusal.duplicate ? refusal.email === draft.email.trim() : refusal.draft === draft)
      ? refusal.message
      : null;
  const error = (submitted ? problemOf(draft) : null) ?? refused;

  const close = () => {
    setDraft(emptyDraft());
    setSubmitted(false);
    setRefusal(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problemOf(draft)) return;
    const sent = draft;
    create.mutate(inputOf(sent), {
      onSuccess: (interviewer) => {
        notifications.show({ color: 'green', message: `Interviewer ${interviewer.name} created` });
        close();
      },
      onError: (failure) => {
        const duplicate = failure instanceof ApiError && failure.status === 409;
        setRefusal({
          message: duplicate ? failure.message : CREATE_FAILED,
          email: sent.email.trim(),
          draft: sent,
          duplicate,
        });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="New Interviewer" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <PhoneField label="Phone" value={draft.phone} onChange={(phone) => set('phone', phone)} />
          <NumberInput
            label="Price $/hr"
            min={0}
            value={draft.price}
            onChange={(price) => set('price', price)}
          />
          <Textarea
            label="Notes"
            rows={2}
            resize="vertical"
            value={draft.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <TagInput
            label="Tech Stack"
            matching="exact"
            value={draft.tech}
            onChange={(tech) => set('tech', tech)}
          />
          <TimeZoneSelect
            label="Time Zone"
            value={draft.timezone}
            onChange={(zone) => set('timezone', zone)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Interviewer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
