import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateInterviewer } from '../api/update-interviewer';
import {
  type DraftErrors,
  draftOf,
  InterviewerDetailsForm,
  type InterviewerDraft,
  inputOf,
} from './interviewer-details-form';
import { InterviewerDetailsView } from './interviewer-details-view';

type InterviewerDetailsCardProps = {
  interviewer: Interviewer;
  /** Staff may edit; an interviewer reads their own record. */
  canEdit: boolean;
};

/** The interviewer's details card with its Edit/Cancel toggle and Save Changes. */
export function InterviewerDetailsCard({ interviewer, canEdit }: InterviewerDetailsCardProps) {
  const update = useUpdateInterviewer(interviewer.id);
  const [draft, setDraft] = useState<InterviewerDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});

  const toggle = () => {
    setDraft(draft ? null : draftOf(interviewer));
    setErrors({});
    update.reset();
  };

  const save = (current: InterviewerDraft) => {
    const result = inputOf(interviewer, current);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.input, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: 'Interviewer saved' });
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Details
          </Title>
          {canEdit ? (
            <Button variant={draft ? 'default' : 'filled'} onClick={toggle} disabled={update.isPending}>
              {draft ? 'Cancel' : 'Edit'}
            </Button>
          ) : null}
        </Group>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert" title="Failed to save interviewer">
            {getErrorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
        {draft ? (
          <>
            <InterviewerDetailsForm
              interviewer={interviewer}
              draft={draft}
              onChange={setDraft}
              errors={errors}
            />
            <Group justify="flex-end">
              <Button onClick={() => save(draft)} loading={update.isPending}>
                Save Changes
              </Button>
            </Group>
          </>
        ) : (
          <InterviewerDetailsView interviewer={interviewer} />
        )}
      </Stack>
    </Paper>
  );
}
