import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconAlertCircle } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { useFeedbackInterview } from '../api/get-feedback-interview';
import { useFeedbackTemplate } from '../api/get-feedback-template';
import { FeedbackForm } from './feedback-form';
import { FeedbackInterviewHeader } from './feedback-interview-header';
import { feedbackTemplateId } from './template-source';

function Notice({ color, children }: { color: string; children: string }) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconAlertCircle />}
      role={color === 'red' ? 'alert' : 'status'}
    >
      {children}
    </Alert>
  );
}

function FormForInterview({ interview }: { interview: InterviewDetail }) {
  const templateId = feedbackTemplateId(interview);
  const template = useFeedbackTemplate(templateId);

  const body = (() => {
    if (interview.status === 'cancelled') {
      return <Notice color="yellow">This interview was cancelled, so no feedback can be given.</Notice>;
    }
    if (templateId === null) {
      return <Notice color="yellow">No feedback template attached to this interview</Notice>;
    }
    if (template.isError) return <Notice color="red">Failed to load template for interview</Notice>;
    if (!template.data) return <PageLoader />;
    if (template.data.knowledge_areas.length === 0) {
      return (
        <Notice color="yellow">The feedback template of this interview has no knowledge areas yet.</Notice>
      );
    }
    return <FeedbackForm key={template.data.id} interview={interview} template={template.data} />;
  })();

  return (
    <Stack gap="lg" maw={960}>
      <FeedbackInterviewHeader
        interview={interview}
        templateName={template.data?.name ?? interview.template?.name}
      />
      {interview.has_feedback ? (
        <Alert color="blue" variant="light">
          Feedback was already submitted for this interview. See it under{' '}
          <Anchor component={Link} to="/feedbacks">
            Feedbacks
          </Anchor>
          .
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}

/** `/feedback/form/type2/{interviewId}`: the real per-knowledge-area form, built from the interview's template. */
export function FeedbackFormScreen({ interviewId }: { interviewId: string | undefined }) {
  const id = Number(interviewId);
  const valid = Number.isInteger(id) && id > 0;
  const interview = useFeedbackInterview(id, valid);

  if (!interviewId) return <ErrorState message="Missing interview id" backTo="/interviews" />;
  if (!valid) return <ErrorState message="Invalid interview id" backTo="/interviews" />;
  if (interview.isError)
    return <ErrorState message="Failed to load template for interview" backTo="/interviews" />;
  if (!interview.data) return <PageLoader />;
  return <FormForInterview interview={interview.data} />;
}
