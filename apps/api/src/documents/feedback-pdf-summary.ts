import { FEEDBACK_RATING_MAX, type StructuredFeedback } from '@interview-hub/contracts/feedback';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { FeedbackReport } from './feedback-report';
import { badge, colors, rule, stars, tones } from './pdf-theme';
import { formatReportDateTime } from './report-date';

// Every width here is fixed or a percentage, never '*' or 'auto': pdfmake widens a '*' column to its longest
// unbreakable word, which pushed the page past its right margin. Fixed columns wrap such a word instead.

/** Brand line, title and the document's reference on the right, then an accent rule. */
export function reportHeader(report: FeedbackReport): Content[] {
  return [
    {
      columns: [
        {
          width: '50%',
          stack: [
            { text: 'INTERVIEW HUB', style: 'brand' },
            { text: 'Interview feedback', style: 'title' },
          ],
        },
        {
          width: '50%',
          style: 'meta',
          margin: [0, 12, 0, 0],
          stack: [
            `Feedback #${report.feedbackId}`,
            `Submitted ${formatReportDateTime(report.submittedAt, report.timeZone)}`,
          ],
        },
      ],
    },
    rule(colors.accent, 1.6, [0, 10, 0, 16]),
  ];
}

/** Who was interviewed for what, then (for structured feedback) the verdict in a tinted band across the page. */
export function reportSummary(report: FeedbackReport): Content[] {
  const details = candidateDetails(report);
  return report.content.kind === 'plain' ? [details] : [details, verdictBand(report.content.feedback)];
}

function candidateDetails(report: FeedbackReport): Content {
  const title = report.candidate.title?.trim();
  const fields: [string, string][] = [
    ['POSITION', report.position.title],
    ['CLIENT', report.client?.name ?? '—'],
    ['INTERVIEWER', report.interviewer.name],
    ['INTERVIEW DATE', formatReportDateTime(report.interviewDate, report.timeZone)],
  ];
  const pairs: TableCell[][] = [];
  for (let i = 0; i < fields.length; i += 2) pairs.push(fields.slice(i, i + 2).map(field));
  return {
    stack: [
      { text: 'CANDIDATE', style: 'label' },
      { text: report.candidate.name, style: 'candidate', margin: [0, 2, 0, 0] },
      ...(title ? [{ text: title, style: 'candidateTitle' }] : []),
      { table: { widths: ['50%', '50%'], body: pairs }, layout: gridLayout, margin: [0, 8, 0, 0] },
    ],
  };
}

function field([label, value]: [string, string]): Content {
  return {
    stack: [
      { text: label, style: 'label' },
      { text: value, style: 'value', margin: [0, 2, 0, 0] },
    ],
  };
}

/** Two columns flush with the text edges, a gutter between them. */
const gridLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: (i) => (i === 0 ? 0 : 9),
  paddingRight: (i) => (i === 0 ? 9 : 0),
  paddingTop: () => 5,
  paddingBottom: () => 5,
};

/** Rating, recommendation and assessed level side by side, as tall as their content and no taller. */
function verdictBand(feedback: StructuredFeedback): Content {
  const passed = feedback.overall_recommendation === 'Pass';
  const rating: Content = {
    stack: [
      { text: 'OVERALL RATING', style: 'label' },
      {
        columns: [
          {
            // One size and doubled spaces: text extraction (pdftotext, copy and paste) drops single spaces
            // around the slash at display size, and must still read 'x / 5'.
            text: [
              String(feedback.rating),
              { text: `  /  ${FEEDBACK_RATING_MAX}`, color: colors.muted, bold: false },
            ],
            style: 'score',
            width: 58,
          },
          { ...stars(feedback.rating, FEEDBACK_RATING_MAX, 7), margin: [0, 8, 0, 0] },
        ],
        columnGap: 6,
        margin: [0, 3, 0, 0],
      },
    ],
  };
  const recommendation: Content = {
    stack: [
      { text: 'RECOMMENDATION', style: 'label', margin: [0, 0, 0, 6] },
      badge(feedback.overall_recommendation, passed ? tones.good : tones.bad, 11),
    ],
  };
  const level: Content = {
    stack: [
      { text: 'ASSESSED LEVEL', style: 'label' },
      { text: feedback.candidate_level, style: 'verdict', margin: [0, 5, 0, 0] },
    ],
  };
  return {
    table: { widths: ['40%', '30%', '30%'], body: [[rating, recommendation, level]] },
    layout: bandLayout,
    margin: [0, 14, 0, 0],
  };
}

const bandLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  // White gutters between the three parts of the band.
  vLineWidth: (i, node) => (i === 0 || i === (node.table.widths?.length ?? 0) ? 0 : 2),
  vLineColor: () => '#FFFFFF',
  fillColor: () => colors.accentSoft,
  paddingLeft: () => 14,
  paddingRight: () => 14,
  paddingTop: () => 11,
  paddingBottom: () => 12,
};
