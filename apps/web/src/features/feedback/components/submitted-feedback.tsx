import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useFeedback } from '../api/get-feedback';
import { FeedbackContent } from './feedback-content';

const noop = () => {};

/**
 * The feedback already given on an interview, read-only in place of the form (a second submission is refused),
 * with a link to its page, where it can be edited and downloaded.
 */
export function SubmittedFeedback({ feedbackId }: { feedbackId: number }) {
  const feedback = useFeedback(feedbackId);
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" role="status" title="Feedback submitted">
        <Text size="sm">
          Feedback was already submitted for this interview; it is shown below and can no longer be filled in
          here.{' '}
          <Anchor component={Link} to={`/feedbacks/${feedbackId}`} fw={600}>
            Open the feedback
          </Anchor>{' '}
          to edit or download it.
        </Text>
      </Alert>
      {feedback.data ? (
        <FeedbackContent feedback={feedback.data} editing={false} onDoneEditing={noop} />
      ) : feedback.isError ? null : (
        <PageLoader />
      )}
    </Stack>
  );
}
