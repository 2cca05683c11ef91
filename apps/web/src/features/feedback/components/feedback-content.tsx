import { type Feedback, parseFeedbackText } from '@interview-hub/contracts/feedback';
import { Alert, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '../../../components/icons';
import { useUpdateFeedback } from '../api/update-feedback';
import { PlainFeedbackEditor } from './plain-feedback-editor';
import { StructuredFeedbackEditor } from './structured-feedback-editor';
import { StructuredFeedbackView } from './structured-feedback-view';
import { fieldErrorsOf } from './submit-error';

type FeedbackContentProps = { feedback: Feedback; editing: boolean; onDoneEditing: () => void };

/** The feedback's content: structured (summary, areas, assessment) or plain text, viewed or edited. */
export function FeedbackContent({ feedback, editing, onDoneEditing }: FeedbackContentProps) {
  const content = parseFeedbackText(feedback.feedback_text);
  const mutation = useUpdateFeedback();

  const save = (feedbackText: string) =>
    mutation.mutate(
      { id: feedback.id, feedback_text: feedbackText },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Feedback saved', message: feedback.candidate.name });
          mutation.reset();
          onDoneEditing();
        },
      },
    );
  const cancel = () => {
    mutation.reset();
    onDoneEditing();
  };

  if (!editing) {
    if (content.kind === 'structured') return <StructuredFeedbackView feedback={content.feedback} />;
    return (
      <Paper withBorder radius="md" p="md">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{content.text}</Text>
      </Paper>
    );
  }

  return (
    <>
      {content.kind === 'structured' ? (
        <StructuredFeedbackEditor
          feedback={content.feedback}
          saving={mutation.isPending}
          serverErrors={fieldErrorsOf(mutation.error)}
          onSave={save}
          onCancel={cancel}
        />
      ) : (
        <PlainFeedbackEditor
          text={content.text}
          saving={mutation.isPending}
          onSave={save}
          onCancel={cancel}
        />
      )}
      {mutation.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to save feedback. Please try again.
        </Alert>
      ) : null}
    </>
  );
}
