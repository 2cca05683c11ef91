import type { Feedback } from '@interview-hub/contracts/feedback';
import { Paper, SimpleGrid } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { formatDateTime } from '../../../lib/format-date';
import { feedbackTypeLabel } from './feedback-labels';

/** The feedback's type and date and the interview it is about. */
export function FeedbackInfo({ feedback }: { feedback: Feedback }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <DetailField label="Type">{feedbackTypeLabel(feedback.feedback_type)}</DetailField>
        <DetailField label="Created">{formatDateTime(feedback.created_at)}</DetailField>
        <DetailField label="Author">{feedback.author?.name}</DetailField>
        <DetailField label="Candidate">{feedback.candidate.name}</DetailField>
        <DetailField label="Interviewer">{feedback.interviewer.name}</DetailField>
        <DetailField label="Interview date">{formatDateTime(feedback.interview.date)}</DetailField>
        <DetailField label="Position">{feedback.job.title}</DetailField>
        <DetailField label="Client">{feedback.job.client_name}</DetailField>
      </SimpleGrid>
    </Paper>
  );
}
