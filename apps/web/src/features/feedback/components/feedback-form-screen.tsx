import { type InterviewDetail, noFeedbackReasons } from '@interview-hub/contracts/interviews';
import { Alert, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { IconAlertCircle } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format-date';
import { useInterview } from '../../interviews/api/get-interview';
import { useTemplate } from '../../templates/api/get-template';
import { FeedbackForm } from './feedback-form';
import { FeedbackInterviewHeader } from './feedback-interview-header';
import { SubmittedFeedback } from './submitted-feedback';
import { feedbackTemplateId } from './template-source';
import { useHasStarted } from './use-has-started';

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
  const submitted = interview.feedback_id;
  const template = useTemplate(submitted === null ? templateId : null);
  const started = useHasStarted(interview.date);

  const body = (() => {
    if (submitted !== null) return <SubmittedFeedback feedbackId={submitted} />;
    const noFeedback = noFeedbackReasons[interview.status];
    if (noFeedback) return <Notice color="yellow">{noFeedback}</Notice>;
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
    return (
      <FeedbackForm
        key={template.data.id}
        interview={interview}
        template={template.data}
        canSubmit={started}
      />
    );
  })();
  const waiting = submitted === null && !noFeedbackReasons[interview.status] && !started;

  return (
    <Stack gap="lg" maw={960}>
      <FeedbackInterviewHeader
        interview={interview}
        templateName={template.data?.name ?? interview.template?.name}
      />
      {waiting ? (
        <Notice color="blue">
          {`Feedback can be submitted from the interview's start, ${formatDateTime(interview.date)}.`}
        </Notice>
      ) : null}
      {body}
    </Stack>
  );
}

/** `/feedback/form/type2/{interviewId}`: the real per-knowledge-area form, built from the interview's template. */
export function FeedbackFormScreen({ interviewId }: { interviewId: string | undefined }) {
  const id = Number(interviewId);
  const valid = Number.isInteger(id) && id > 0;
  const interview = useInterview(id, valid);

  if (!interviewId) return <ErrorState message="Missing interview id" backTo="/interviews" />;
  if (!valid) return <ErrorState message="Invalid interview id" backTo="/interviews" />;
  if (interview.isError)
    return <ErrorState message="Failed to load template for interview" backTo="/interviews" />;
  if (!interview.data) return <PageLoader />;
  return <FormForInterview interview={interview.data} />;
}
