import { parseFeedbackText } from '@interview-hub/contracts/feedback';
import { renderFeedbackPdf } from '../../documents/feedback-pdf';
import type { FeedbackReport } from '../../documents/feedback-report';
import { feedbackZip } from '../../documents/feedback-zip';
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
 * The PDF's name, `feedback-12-олена-коваль.pdf`, and the same in ASCII for clients that only take that,
 * `feedback-12.pdf` (accents are dropped, other scripts left out: `feedback-12-ana-nunez.pdf` for Ana Núñez).
 */
export function feedbackPdfNames(row: FeedbackListRow): { name: string; ascii: string } {
  const id = row.feedback.id;
  const named = (candidate: string) => `feedback-${id}${candidate ? `-${candidate}` : ''}.pdf`;
  const candidate = row.candidate.name.normalize('NFC').toLowerCase();
  return {
    // Without the characters file systems refuse (/ \ : * ? " < > |) and control characters.
    name: named(dashed(candidate.replace(/[/\\:*?"<>|\p{Cc}]/gu, ' '))),
    ascii: named(
      dashed(
        candidate
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .replace(/[^a-z0-9]+/g, ' '),
      ),
    ),
  };
}

function dashed(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).join('-');
}

/** An ASCII name, safe as a plain Content-Disposition `filename`: `feedback-12.zip`, or the PDF's ASCII name. */
export function feedbackFileName(row: FeedbackListRow, extension: 'pdf' | 'zip'): string {
  return extension === 'zip' ? `feedback-${row.feedback.id}.zip` : feedbackPdfNames(row).ascii;
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
