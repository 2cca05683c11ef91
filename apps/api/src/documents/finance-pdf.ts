import { periodLabel } from '@interview-hub/contracts/finance-documents';
import type { Content } from 'pdfmake/interfaces';
import type { FinanceDocument } from './finance-document';
import { partyOf } from './finance-document';
import { linesTable, totalsTable } from './finance-pdf-table';
import { renderPdf } from './pdf-engine';
import { reportPage } from './pdf-page';
import { colors, rule } from './pdf-theme';
import { formatReportDateTime } from './report-date';

const titles = { statement: 'Statement', invoice: 'Invoice draft' } as const;

/**
 * An interviewer's statement or a client's invoice draft as an A4 PDF in the feedback report's style: who and
 * which month, every line with how it was worked out (reversals with their reason), then the totals.
 *
 * @example reply.type('application/pdf').send(await renderFinancePdf(statement));
 */
export function renderFinancePdf(document: FinanceDocument): Promise<Buffer> {
  const party = partyOf(document);
  const title = titles[document.kind];
  const month = periodLabel(document.period);
  return renderPdf(
    reportPage({
      title: `${title} – ${party.name} – ${month}`,
      subject: `${title} ${document.period}`,
      footerLabel: `${title} ${document.period}  ·  ${party.name}`,
      content: [...header(document), partyBlock(document), linesTable(document), totals(document)],
      keepsHeadingsWithNext: false,
    }),
  );
}

function header(document: FinanceDocument): Content[] {
  const state = document.closedAt
    ? `Closed ${formatReportDateTime(document.closedAt, document.timeZone)}`
    : 'Month open: figures may still change';
  return [
    {
      columns: [
        {
          width: '50%',
          stack: [
            { text: 'INTERVIEW HUB', style: 'brand' },
            { text: titles[document.kind], style: 'title' },
          ],
        },
        {
          width: '50%',
          style: 'meta',
          margin: [0, 12, 0, 0],
          stack: [periodLabel(document.period), state, `Amounts in ${document.currency}`],
        },
      ],
    },
    rule(colors.accent, 1.6, [0, 10, 0, 16]),
  ];
}

function partyBlock(document: FinanceDocument): Content {
  const label = document.kind === 'statement' ? 'INTERVIEWER' : 'CLIENT';
  const note =
    document.kind === 'statement'
      ? 'Payouts for interviews of the month; a payout is held until the interview’s feedback is submitted.'
      : 'Charges for interviews of the month; corrections to earlier charges appear as adjustments.';
  return {
    margin: [0, 0, 0, 12],
    stack: [
      { text: label, style: 'label' },
      { text: partyOf(document).name, style: 'candidate', margin: [0, 2, 0, 0] },
      { text: `${note} Dates in ${document.timeZone}.`, style: 'candidateTitle', margin: [0, 4, 0, 0] },
    ],
  };
}

function totals(document: FinanceDocument): Content {
  const rows: [string, number][] =
    document.kind === 'statement'
      ? [
          ['Earned', document.totals.earned],
          ['Held until feedback', document.totals.held],
          ['Total', document.totals.total],
        ]
      : [
          ['Charges', document.totals.charges],
          ['Adjustments', document.totals.adjustments],
          ['Total', document.totals.total],
        ];
  return totalsTable(rows, document.currency);
}
