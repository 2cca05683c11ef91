import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { reportBody } from './feedback-pdf-body';
import { reportHeader, reportSummary } from './feedback-pdf-summary';
import type { FeedbackReport } from './feedback-report';
import { renderPdf } from './pdf-engine';
import { reportPage } from './pdf-page';

/**
 * Renders the client-ready feedback report as an A4 PDF with real, selectable text in an embedded font.
 *
 * @example
 * const pdf = await renderFeedbackPdf(report);
 * reply.type('application/pdf').send(pdf);
 */
export async function renderFeedbackPdf(report: FeedbackReport): Promise<Buffer> {
  return renderPdf(feedbackDocument(report));
}

function feedbackDocument(report: FeedbackReport): TDocumentDefinitions {
  return reportPage({
    title: `Interview feedback – ${report.candidate.name}`,
    subject: report.position.title,
    footerLabel: report.candidate.name,
    content: [...reportHeader(report), ...reportSummary(report), ...reportBody(report)],
  });
}
