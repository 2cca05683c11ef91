import { formatMoney } from '@interview-hub/contracts/money';
import type { Content, CustomTableLayout, Margins, TableCell } from 'pdfmake/interfaces';
import { lineType } from './finance-csv';
import type { FinanceDocument, FinanceDocumentLine } from './finance-document';
import { badge, colors, tones } from './pdf-theme';
import { formatReportShortDateTime } from './report-date';

/** Amounts for the page: '$1,234.50', '-$150.00'; one locale so every document reads the same. */
export const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en-US');

// Fixed percentages, never '*' or 'auto' (see feedback-pdf-body.ts): a long word wraps instead of widening.
const badgeMargin: Margins = [0, 3, 0, 0];
const WIDTHS = ['15%', '19%', '19%', '31%', '16%'];

/** The lines as a table whose header row repeats on every page. */
export function linesTable(document: FinanceDocument): Content {
  if (document.lines.length === 0) {
    return { text: 'No lines in this month.', style: 'empty', margin: [0, 6, 0, 0] };
  }
  const head = ['DATE', 'CANDIDATE', 'POSITION', 'DETAILS', 'AMOUNT'].map(
    (text, index): TableCell => ({ text, style: 'label', alignment: index === 4 ? 'right' : 'left' }),
  );
  return {
    table: {
      widths: WIDTHS,
      headerRows: 1,
      dontBreakRows: true,
      body: [head, ...document.lines.map((line) => lineRow(document, line))],
    },
    layout: linesLayout,
  };
}

function lineRow(document: FinanceDocument, line: FinanceDocumentLine): TableCell[] {
  const type = lineType(document, line);
  // Only a payout is ever held; on an invoice only the adjustments stand out.
  const marked = line.reverses !== null || (document.kind === 'statement' && line.held);
  const details: Content[] = [
    { text: line.rule ?? 'No rule recorded', fontSize: 8.5 },
    ...(line.reason ? [{ text: line.reason, fontSize: 8, italics: true, color: colors.muted }] : []),
    ...(marked
      ? [
          {
            stack: [badge(type.toUpperCase(), line.held ? tones.warning : tones.none, 7)],
            margin: badgeMargin,
          },
        ]
      : []),
  ];
  return [
    { text: formatReportShortDateTime(line.interviewDate, document.timeZone), fontSize: 8.5 },
    { text: line.candidate, fontSize: 9 },
    { text: line.position, fontSize: 9 },
    { stack: details },
    {
      text: money(line.amount, document.currency),
      alignment: 'right',
      fontSize: 9.5,
      color: line.amount < 0 ? tones.bad.text : colors.ink,
      noWrap: true,
    },
  ];
}

const linesLayout: CustomTableLayout = {
  hLineWidth: (i) => (i === 0 ? 0 : 0.6),
  vLineWidth: () => 0,
  hLineColor: () => colors.rule,
  paddingLeft: (i) => (i === 0 ? 4 : 6),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 4 : 6),
  paddingTop: () => 5,
  paddingBottom: () => 5,
  fillColor: (i) => (i === 0 ? colors.panel : null),
};

/** The totals, right-aligned under the table; the last one (the total) in bold. */
export function totalsTable(rows: [string, number][], currency: string): Content {
  return {
    margin: [0, 14, 0, 0],
    columns: [
      { text: '', width: '50%' },
      {
        width: '50%',
        table: {
          widths: ['60%', '40%'],
          body: rows.map(([label, amount], index): TableCell[] => {
            const last = index === rows.length - 1;
            return [
              { text: label, bold: last, color: last ? colors.accent : colors.ink },
              { text: money(amount, currency), alignment: 'right', bold: last, noWrap: true },
            ];
          }),
        },
        layout: {
          hLineWidth: (i, node) => (i === node.table.body.length - 1 ? 1.2 : 0),
          vLineWidth: () => 0,
          hLineColor: () => colors.accent,
          paddingTop: () => 4,
          paddingBottom: () => 4,
          fillColor: (i, node) => (i === node.table.body.length - 1 ? colors.accentSoft : null),
        },
      },
    ],
  };
}
