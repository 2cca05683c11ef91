import type { JobDetail } from '@interview-hub/contracts/jobs';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateJob } from '../api/update-job';
import { draftOf, inputOf, PositionDetailsForm, type PositionDraft } from './position-details-form';
import { PositionDetailsView } from './position-details-view';

type PositionDetailsCardProps = {
  job: JobDetail;
  /** Staff may edit; interviewers only read. */
  canEdit: boolean;
  /** Internal notes are for recruiters only (spec §6). */
  showInternalNotes: boolean;
};

/** The position's details with Edit / Save / Cancel for the editable fields. */
export function PositionDetailsCard({ job, canEdit, showInternalNotes }: PositionDetailsCardProps) {
  const update = useUpdateJob(job.id);
  const [draft, setDraft] = useState<PositionDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const cancel = () => {
    setDraft(null);
    setErrors({});
    update.reset();
  };

  const save = (current: PositionDraft) => {
    const result = inputOf(job, current, showInternalNotes);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.input, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: 'Changes saved' });
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Position Details
          </Title>
          {canEdit ? (
            draft ? (
              <Group gap="xs">
                <Button variant="default" onClick={cancel} disabled={update.isPending}>
                  Cancel
                </Button>
                <Button onClick={() => save(draft)} loading={update.isPending}>
                  Save
                </Button>
              </Group>
            ) : (
              <Group gap="xs">
                <Button variant="default" component={Link} to={`/positions/${job.id}/edit`}>
                  Edit title and status
                </Button>
                <Button onClick={() => setDraft(draftOf(job))}>Edit</Button>
              </Group>
            )
          ) : null}
        </Group>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert" title="Failed to save changes">
            {getErrorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
        {draft ? (
          <PositionDetailsForm
            draft={draft}
            onChange={setDraft}
            errors={errors}
            showInternalNotes={showInternalNotes}
          />
        ) : (
          <PositionDetailsView job={job} showInternalNotes={showInternalNotes} />
        )}
      </Stack>
    </Paper>
  );
}
