import { candidateImportFormSchema, IMPORT_FAILED_MESSAGE } from '@interview-hub/contracts/manatal';
import { Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { FormLayout, ModalForm } from '../../../components/modal-form';
import { useSchemaForm } from '../../../components/use-schema-form';
import { ApiError, getErrorMessage } from '../../../lib/api-error';
import { type CandidateImportResult, useImportCandidate } from '../api/import-candidate';

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

type ImportCandidateFormProps = { mutation: ReturnType<typeof useImportCandidate>; onClose: () => void };

function ImportCandidateForm({ mutation, onClose }: ImportCandidateFormProps) {
  const navigate = useNavigate();
  const form = useSchemaForm(candidateImportFormSchema, { manatal_id: '' });
  const detail = mutation.isError ? failureDetail(mutation.error) : null;

  // The spec's one message sits beside the field for a refused ID; the alert is for a refused or failed import.
  const submit = form.onSubmit(
    (body) =>
      mutation.mutate(body.manatal_id, {
        onSuccess: (result) => {
          announce(result);
          onClose();
          void navigate(`/candidates/${result.candidate.id}`);
        },
      }),
    () => mutation.reset(),
  );

  return (
    <FormLayout
      onSubmit={submit}
      submitLabel="Import"
      pending={mutation.isPending}
      onCancel={onClose}
      failure={
        mutation.isError ? (
          <>
            {IMPORT_FAILED_MESSAGE}
            {detail ? (
              <Text size="sm" mt={4}>
                {detail}
              </Text>
            ) : null}
          </>
        ) : null
      }
    >
      <TextInput
        label="Manatal candidate ID"
        description="The number in the candidate's Manatal address, e.g. 42"
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('manatal_id')}
        // An ID is digits only: anything else typed or pasted is dropped.
        onChange={(event) => form.setFieldValue('manatal_id', event.currentTarget.value.replace(/\D/g, ''))}
      />
    </FormLayout>
  );
}

type ImportCandidateModalProps = { opened: boolean; onClose: () => void };

/**
 * 'Import from Manatal': asks for the numeric Manatal candidate ID (Enter submits), imports the candidate with
 * their notes and opens the candidate's page.
 */
export function ImportCandidateModal({ opened, onClose }: ImportCandidateModalProps) {
  const mutation = useImportCandidate();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Import from Manatal" opened={opened} onClose={close} pending={mutation.isPending}>
      <ImportCandidateForm mutation={mutation} onClose={close} />
    </ModalForm>
  );
}
