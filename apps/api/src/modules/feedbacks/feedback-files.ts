import { parseFeedbackText } from '@interview-hub/contracts/feedback';
import { renderFeedbackPdf } from '../../documents/feedback-pdf';
import type { FeedbackReport } from '../../documents/feedback-report';
import { feedbackZip } from '../../documents/feedback-zip';
import type { FeedbackListRow } from './feedbacks.repository';

/** The client-ready report of one feedback. Recruiter notes are not part of it. */
export function feedbackReport(row: FeedbackListRow): FeedbackReport {
  return {
    feedbackId: row.feedback.id,
    candidate: { name: row.candidate.name, title: row.candidate.title },
    position: { title: row.job.title },
    client: row.client?.name ? { name: row.client.name } : null,
    interviewer: { name: row.interviewer.name },
    interviewDate: row.interview.date,
    submittedAt: row.feedback.createdAt,
    content: parseFeedbackText(row.feedback.feedbackText),
  };
}

/** "feedback-olena-koval-12.pdf": readable, and safe in a Content-Disposition header. */
export function feedbackFileName(row: FeedbackListRow, extension: 'pdf' | 'zip'): string {
  const slug = row.candidate.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return extension === 'zip'
    ? `feedback-${row.feedback.id}.zip`
    : `feedback-${slug ? `${slug}-` : ''}${row.feedback.id}.pdf`;
}

export function feedbackPdf(row: FeedbackListRow): Promise<Buffer> {
  return renderFeedbackPdf(feedbackReport(row));
}

/** The download: the PDF report and the feedback itself as JSON. */
export async function feedbackArchive(row: FeedbackListRow): Promise<Buffer> {
  const report = feedbackReport(row);
  const pdf = await renderFeedbackPdf(report);
  return feedbackZip({ feedbackId: row.feedback.id, pdf, json: { ...report, content: report.content } });
}
