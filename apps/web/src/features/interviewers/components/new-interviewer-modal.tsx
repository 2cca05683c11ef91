import {
  INTERVIEWER_NAME_EMAIL_REQUIRED,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { TagInput } from '../../../components/tag-input';
import { ApiError } from '../../../lib/api-error';
import { useCreateInterviewer } from '../api/create-interviewer';
import { PhoneField } from './phone-field';

type Draft = {
  name: string;
  email: string;
  phone: string;
  price: number | string;
  notes: string;
  tech: string[];
};

const emptyDraft: Draft = { name: '', email: '', phone: '', price: 0, notes: '', tech: [] };

const CREATE_FAILED = 'Failed to create interviewer. Please try again.';

type NewInterviewerModalProps = { opened: boolean; onClose: () => void };

/** '+ New Interviewer': Name, Email, Phone, Price $/hr (0 by default), Notes and Tech Stack. */
export function NewInterviewerModal({ opened, onClose }: NewInterviewerModalProps) {
  const create = useCreateInterviewer();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const close = () => {
    setDraft(emptyDraft);
    setError(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.email.trim()) {
      setError(INTERVIEWER_NAME_EMAIL_REQUIRED);
      return;
    }
    const input = {
      name: draft.name,
      email: draft.email.trim(),
      phone: draft.phone,
      price: typeof draft.price === 'number' ? draft.price : 0,
      notes: draft.notes,
      tech_stack: draft.tech,
    };
    const parsed = interviewerInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CREATE_FAILED);
      return;
    }
    setError(null);
    create.mutate(input, {
      onSuccess: (interviewer) => {
        notifications.show({ color: 'green', message: `Interviewer ${interviewer.name} created` });
        close();
      },
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.status === 409 ? failure.message : CREATE_FAILED),
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
