import { candidateImportSchema } from '@interview-hub/contracts/manatal';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { ApiError, getErrorMessage } from '../../../lib/api-error';
import { type CandidateImportResult, useImportCandidate } from '../api/import-candidate';

/** The spec's failure text for an import (§5), for a refused ID as for a failed call. */
export const IMPORT_FAILED_MESSAGE =
  'Failed to import candidate from Manatal. Please check the ID and try again.';

/** The server's reason when it adds something (not configured, forbidden); not for validation or 'not found'. */
function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 400 || error.status === 404) return null;
  const reason = getErrorMessage(error, '');
  return reason && !reason.startsWith(IMPORT_FAILED_MESSAGE) ? reason : null;
}

function announce({ candidate, created }: CandidateImportResult) {
  notifications.show({
    color: 'teal',
    message: created
      ? `Imported ${candidate.name} from Manatal`
      : `${candidate.name} was already here; refreshed from Manatal`,
  });
}

type ImportCandidateFormProps = { onClose: () => void; onBusyChange: (busy: boolean) => void };

function ImportCandidateForm({ onClose, onBusyChange }: ImportCandidateFormProps) {
  const navigate = useNavigate();
  const mutation = useImportCandidate();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = candidateImportSchema.safeParse({ manatal_id: value.trim() });
    if (!parsed.success) {
      // One message, the spec's, beside the field; the alert below is for a refused or failed import.
      setFieldError(IMPORT_FAILED_MESSAGE);
      setFailure(null);
      return;
    }
    setFieldError(null);
    setFailure(null);
    onBusyChange(true);
    mutation.mutate(parsed.data.manatal_id, {
      onSettled: () => onBusyChange(false),
      onError: (error) => setFailure({ detail: failureDetail(error) }),
      onSuccess: (result) => {
        announce(result);
        onClose();
        void navigate(`/candidates/${result.candidate.id}`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Manatal candidate ID"
          description="The number in the candidate's Manatal address, e.g. 42"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          value={value}
          error={fieldError}
          onChange={(event) => {
            // An ID is digits only: anything else typed or pasted is dropped, and a fixed ID clears the error.
            setValue(event.currentTarget.value.replace(/\D/g, ''));
            setFieldError(null);
          }}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {IMPORT_FAILED_MESSAGE}
            {failure.detail ? (
              <Text size="sm" mt={4}>
                {failure.detail}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ImportCandidateModalProps = { opened: boolean; onClose: () => void };

/**
 * 'Import from Manatal': asks for the numeric Manatal candidate ID (Enter submits), imports the candidate with
 * their notes and opens the candidate's page.
 */
export function ImportCandidateModal({ opened, onClose }: ImportCandidateModalProps) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import from Manatal"
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened ? <ImportCandidateForm onClose={close} onBusyChange={setBusy} /> : null}
    </Modal>
  );
}
