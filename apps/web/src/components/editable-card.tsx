import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../lib/api-error';

/** What the card reads of the save mutation (a TanStack Query mutation fits). */
type SaveMutation = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };

type EditableCardProps = {
  title: string;
  /** Shows the edit buttons; without it the card only reads. */
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** Its pending state disables the buttons; a failed save shows under the title as `errorTitle`. */
  mutation: SaveMutation;
  errorTitle: string;
  /**
   * 'footer': an Edit/Cancel toggle in the header and 'Save Changes' under the fields;
   * 'header': Cancel and 'Save' side by side in the header.
   */
  savePlacement?: 'footer' | 'header';
  /** More header buttons, shown beside Edit while the card reads. */
  readActions?: ReactNode;
  /** The fields: read-only values, or inputs while editing. */
  children: ReactNode;
};

/** A record page's details card: title, edit buttons, the failed save's message and the fields. */
export function EditableCard({
  title,
  canEdit,
  editing,
  onEdit,
  onCancel,
  onSave,
  mutation,
  errorTitle,
  savePlacement = 'footer',
  readActions,
  children,
}: EditableCardProps) {
  // A new edit or a cancel starts without the previous save's error.
  const edit = () => {
    mutation.reset();
    onEdit();
  };
  const cancel = () => {
    mutation.reset();
    onCancel();
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {title}
          </Title>
          {canEdit ? (
            <Group gap="xs">
              {editing ? (
                <Button variant="default" onClick={cancel} disabled={mutation.isPending}>
                  Cancel
                </Button>
              ) : (
                <>
                  {readActions}
                  <Button onClick={edit}>Edit</Button>
                </>
              )}
              {editing && savePlacement === 'header' ? (
                <Button onClick={onSave} loading={mutation.isPending}>
                  Save
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {mutation.isError ? (
          <Alert color="red" variant="light" role="alert" title={errorTitle}>
            {getErrorMessage(mutation.error, 'Please try again.')}
          </Alert>
        ) : null}
        {children}
        {editing && savePlacement === 'footer' ? (
          <Group justify="flex-end">
            <Button onClick={onSave} loading={mutation.isPending}>
              Save Changes
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
