import { FEEDBACK_RATING_MAX, type StructuredFeedback } from '@interview-hub/contracts/feedback';
import type { Content, CustomTableLayout } from 'pdfmake/interfaces';
import type { FeedbackReport } from './feedback-report';
import { badge, colors, rule, stars, tones } from './pdf-theme';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'D MMM YYYY, HH:mm UTC', e.g. '5 Mar 2026, 09:30 UTC': the reader may be in any time zone. */
export function formatUtcDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `${day}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** Brand line, title and the document's reference on the right, then an accent rule. */
export function reportHeader(report: FeedbackReport): Content[] {
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'INTERVIEW HUB', style: 'brand' },
            { text: 'Interview feedback', style: 'title' },
          ],
        },
        {
          width: 'auto',
          style: 'meta',
          margin: [0, 12, 0, 0],
          stack: [`Feedback #${report.feedbackId}`, `Submitted ${formatUtcDateTime(report.submittedAt)}`],
        },
      ],
    },
    rule(colors.accent, 1.6, [0, 10, 0, 16]),
  ];
}

/** Who was interviewed for what, and (for structured feedback) the verdict in a tinted score card beside it. */
export function reportSummary(report: FeedbackReport): Content {
  const details = candidateDetails(report);
  if (report.content.kind === 'plain') return details;
  return {
    columns: [
      { width: '*', stack: [details] },
      { width: 170, stack: [scoreCard(report.content.feedback)] },
    ],
    columnGap: 18,
  };
}

function candidateDetails(report: FeedbackReport): Content {
  const title = report.candidate.title?.trim();
  const fields: [string, string][] = [
    ['POSITION', report.position.title],
    ['CLIENT', report.client?.name ?? '—'],
    ['INTERVIEWER', report.interviewer.name],
    ['INTERVIEW DATE', formatUtcDateTime(report.interviewDate)],
  ];
  const pairs: Content[][] = [];
  for (let i = 0; i < fields.length; i += 2) pairs.push(fields.slice(i, i + 2).map(field));
  return {
    stack: [
      { text: 'CANDIDATE', style: 'label' },
      { text: report.candidate.name, style: 'candidate', margin: [0, 2, 0, 0] },
      ...(title ? [{ text: title, style: 'candidateTitle' }] : []),
      {
        table: { widths: ['*', '*'], body: pairs },
        layout: gridLayout,
        margin: [-6, 10, 0, 0],
      },
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

const gridLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 5,
  paddingBottom: () => 5,
};

function scoreCard(feedback: StructuredFeedback): Content {
  const passed = feedback.overall_recommendation === 'Pass';
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'OVERALL RATING', style: 'label' },
              {
                // One size and doubled spaces: text extraction (pdftotext, copy and paste) drops single spaces
                // around the slash at display size, and must still read 'x / 5'.
                text: [
                  String(feedback.rating),
                  { text: `  /  ${FEEDBACK_RATING_MAX}`, color: colors.muted, bold: false },
                ],
                style: 'score',
                margin: [0, 2, 0, 0],
              },
              stars(feedback.rating, FEEDBACK_RATING_MAX),
              { text: 'RECOMMENDATION', style: 'label', margin: [0, 12, 0, 3] },
              badge(feedback.overall_recommendation, passed ? tones.good : tones.bad, 10),
              { text: 'ASSESSED LEVEL', style: 'label', margin: [0, 10, 0, 2] },
              { text: feedback.candidate_level, style: 'value', bold: true },
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      fillColor: () => colors.accentSoft,
      paddingLeft: () => 14,
      paddingRight: () => 14,
      paddingTop: () => 12,
      paddingBottom: () => 14,
    },
  };
}
