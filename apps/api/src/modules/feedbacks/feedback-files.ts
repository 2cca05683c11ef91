import { parseFeedbackText } from '@interview-hub/contracts/feedback';
import { renderFeedbackPdf } from '../../documents/feedback-pdf';
import type { FeedbackReport } from '../../documents/feedback-report';
import { feedbackZip } from '../../documents/feedback-zip';
import { type DownloadName, downloadName } from '../../lib/file-download';
import type { FeedbackListRow } from './feedbacks.repository';

/**
 * The client-ready report of one feedback, its dates in `timeZone` (the agency's). Recruiter notes are not part
 * of it.
 */
export function feedbackReport(row: FeedbackListRow, timeZone: string): FeedbackReport {
  return {
    feedbackId: row.feedback.id,
    candidate: { name: row.candidate.name, title: row.candidate.title },
    position: { title: row.job.title },
    client: row.client?.name ? { name: row.client.name } : null,
    interviewer: { name: row.interviewer.name },
    interviewDate: row.interview.date,
    submittedAt: row.feedback.createdAt,
    timeZone,
    content: parseFeedbackText(row.feedback.feedbackText),
  };
}

/**
 * The PDF's name, `feedback-12-олена-коваль.pdf`, and the same transliterated to ASCII for clients that read only
 * a plain `filename`, `feedback-12-olena-koval.pdf` (`feedback-12-ana-nunez.pdf` for Ana Núñez). A name with
 * nothing left to spell, such as emoji only, gives `feedback-12.pdf`.
 */
export function feedbackPdfNames(row: FeedbackListRow): DownloadName {
  return downloadName(`feedback-${row.feedback.id}`, row.candidate.name, 'pdf');
}

export function feedbackPdf(row: FeedbackListRow, timeZone: string): Promise<Buffer> {
  return renderFeedbackPdf(feedbackReport(row, timeZone));
}

/** The zip download: the PDF report and the feedback itself as JSON. */
export async function feedbackArchive(row: FeedbackListRow, timeZone: string): Promise<Buffer> {
  const report = feedbackReport(row, timeZone);
  const pdf = await renderFeedbackPdf(report);
  return feedbackZip({ feedbackId: row.feedback.id, pdf, json: { ...report, content: report.content } });
}
