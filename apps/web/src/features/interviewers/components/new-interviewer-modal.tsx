import { newInterviewerFormSchema } from '@interview-hub/contracts/interviewers';
import { Alert, NumberInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { TagInput } from '../../../components/tag-input';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { viewerTimeZone } from '../../../lib/format-date';
import { currentTimeZoneName } from '../../../lib/time-zones';
import { useCreateInterviewer } from '../api/create-interviewer';
import { PhoneField } from './phone-field';

const CREATE_FAILED = 'Failed to create interviewer. Please try again.';

/** The server's refusal and the values it refused: it is shown only while its cause is still in the form. */
type Refusal = { message: string; email: string; values: object; duplicate: boolean };

type NewInterviewerFormProps = { create: ReturnType<typeof useCreateInterviewer>; onClose: () => void };

function NewInterviewerForm({ create, onClose }: NewInterviewerFormProps) {
  const form = useSchemaForm(
    newInterviewerFormSchema,
    {
      name: '',
      email: '',
      phone: '',
      price: 0,
      notes: '',
      tech_stack: [],
      timezone: currentTimeZoneName(viewerTimeZone()),
    },
    { recheck: 'all' },
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { values } = form;

  const refused =
    refusal && (refusal.duplicate ? refusal.email === values.email.trim() : refusal.values === values)
      ? refusal.message
      : null;
  const error = firstError(form.errors) ?? refused;

  const submit = form.onSubmit((body) => {
    const sent = values;
    create.mutate(body, {
      onSuccess: (interviewer) => {
        notifications.show({ color: 'green', message: `Interviewer ${interviewer.name} created` });
        onClose();
      },
      onError: (failure) => {
        const duplicate = failure instanceof ApiError && failure.status === 409;
        setRefusal({
          message: duplicate ? failure.message : CREATE_FAILED,
          email: body.email,
          values: sent,
          duplicate,
        });
      },
    });
  });

  return (
    <FormLayout
      onSubmit={submit}
      submitLabel="Create Interviewer"
      pending={create.isPending}
      onCancel={onClose}
    >
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextInput label="Name" required {...form.getInputProps('name', { withError: false })} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email', { withError: false })} />
      <PhoneField label="Phone" {...form.getInputProps('phone', { withError: false })} value={values.phone} />
      <NumberInput label="Price $/hr" min={0} {...form.getInputProps('price', { withError: false })} />
      <Textarea
        label="Notes"
        rows={2}
        resize="vertical"
        {...form.getInputProps('notes', { withError: false })}
      />
      <TagInput
        label="Tech Stack"
        matching="exact"
        {...form.getInputProps('tech_stack', { withError: false })}
        value={values.tech_stack}
      />
      <TimeZoneSelect
        label="Time Zone"
        {...form.getInputProps('timezone', { withError: false })}
        value={values.timezone}
      />
    </FormLayout>
  );
}

type NewInterviewerModalProps = { opened: boolean; onClose: () => void };

/**
 * '+ New Interviewer': Name, Email, Phone, Price $/hr (0 by default), Notes, Tech Stack and Time Zone (the
 * viewer's by default). After a first submit the form's problem is worked out again on every change, so a
 * message goes as soon as its cause does; a duplicate e-mail stays until the e-mail changes, another refusal
 * until anything does.
 */
export function NewInterviewerModal({ opened, onClose }: NewInterviewerModalProps) {
  const create = useCreateInterviewer();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <ModalForm title="New Interviewer" size="lg" opened={opened} onClose={close} pending={create.isPending}>
      <NewInterviewerForm create={create} onClose={close} />
    </ModalForm>
  );
}
