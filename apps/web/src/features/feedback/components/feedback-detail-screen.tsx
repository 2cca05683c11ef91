import type { Feedback } from '@interview-hub/contracts/feedback';
import { can } from '@interview-hub/contracts/permissions';
import type { UserRole } from '@interview-hub/contracts/users';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconAlertCircle } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { RecordNotFound } from '../../../components/record-not-found';
import { isNotFoundError } from '../../../lib/api-error';
import { useDownloadFeedback } from '../api/download-feedback';
import { useFeedback } from '../api/get-feedback';
import { FeedbackContent } from './feedback-content';
import { FeedbackInfo } from './feedback-info';

/** Who is looking: interviewers may edit only what they wrote; recruiters and admins may edit all. */
export type FeedbackViewer = { id: number; role: UserRole } | undefined;

function mayEdit(viewer: FeedbackViewer, feedback: Feedback): boolean {
  if (!viewer || !can(viewer.role, 'feedback.edit')) return false;
  return can(viewer.role, 'feedback.editAny') || feedback.author?.id === viewer.id;
}

function FeedbackDetail({ feedback, viewer }: { feedback: Feedback; viewer: FeedbackViewer }) {
  const [editing, setEditing] = useState(false);
  const download = useDownloadFeedback();

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={6}>
        <Button component={Link} to="/feedbacks" variant="subtle" size="compact-sm" w="fit-content" px={0}>
          ← Back to feedbacks
        </Button>
        <Group justify="space-between" align="center">
          <Title order={1}>Feedback Details</Title>
          <Group gap="sm">
            {mayEdit(viewer, feedback) && !editing ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            <Button onClick={() => download.mutate(feedback.id)} loading={download.isPending}>
              Download
            </Button>
          </Group>
        </Group>
      </Stack>
      {download.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to download feedback. Please try again.
        </Alert>
      ) : null}
      <FeedbackInfo feedback={feedback} />
      <FeedbackContent feedback={feedback} editing={editing} onDoneEditing={() => setEditing(false)} />
    </Stack>
  );
}

type FeedbackDetailScreenProps = { id: string | undefined; viewer: FeedbackViewer };

/** `/feedbacks/{id}`: 'Feedback Details' with the interview, the content, Edit and Download. */
export function FeedbackDetailScreen({ id, viewer }: FeedbackDetailScreenProps) {
  const feedbackId = Number(id);
  const valid = Number.isInteger(feedbackId) && feedbackId > 0;
  const feedback = useFeedback(feedbackId, valid);

  if (!valid || isNotFoundError(feedback.error)) {
    return (
      <RecordNotFound
        message="Feedback not found. The requested feedback could not be found."
        backTo="/feedbacks"
      />
    );
  }
  if (feedback.isError)
    return (
      <ErrorState
        message="Failed to load feedback. Please try again."
        backTo="/feedbacks"
        onRetry={() => void feedback.refetch()}
      />
    );
  if (!feedback.data) return <PageLoader />;
  return <FeedbackDetail feedback={feedback.data} viewer={viewer} />;
}
