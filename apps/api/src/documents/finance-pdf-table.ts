import { formatMoney } from '@interview-hub/contracts/money';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { lineType } from './finance-csv';
import type { FinanceDocument, FinanceDocumentLine } from './finance-document';
import { linesOf, type TextRun, wholeIfFits } from './pdf-text-runs';
import { CONTENT_WIDTH, colors, type Tone, tones } from './pdf-theme';
import { formatReportShortDateTime } from './report-date';

/** Amounts for the page: '$1,234.50', '-$150.00'; one locale so every document reads the same. */
export const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en-US');

// Fixed shares of the page, never '*' or 'auto' (see feedback-pdf-body.ts): a long word wraps instead of widening.
// The candidate and the position share a column, so that the details' rule fits on one line.
const COLUMNS = [0.17, 0.28, 0.4, 0.15];
const PADDING = { outer: 4, inner: 6 };

/** Points inside each column, which wholeIfFits measures against. */
const inside = COLUMNS.map(
  (share, index) =>
    share * CONTENT_WIDTH -
    (index === 0 || index === COLUMNS.length - 1 ? PADDING.outer + PADDING.inner : 2 * PADDING.inner),
);

/** The lines as a table whose header row repeats on every page. */
export function linesTable(document: FinanceDocument): Content {
  if (document.lines.length === 0) {
    return { text: 'No lines in this month.', style: 'empty', margin: [0, 6, 0, 0] };
  }
  const head = ['DATE', 'CANDIDATE · POSITION', 'DETAILS', 'AMOUNT'].map(
    (text, index): TableCell => ({ text, style: 'label', alignment: index === 3 ? 'right' : 'left' }),
  );
  return {
    table: {
      widths: COLUMNS.map((share) => `${share * 100}%`),
      headerRows: 1,
      dontBreakRows: true,
      body: [head, ...document.lines.map((line) => lineRow(document, line))],
    },
    layout: linesLayout,
  };
}

// Each text is one run where it fits its column (wholeIfFits): pdfmake's cost is per word, and a statement can
// have a thousand lines.
function lineRow(document: FinanceDocument, line: FinanceDocumentLine): TableCell[] {
  const [dateWidth = 0, whoWidth = 0, detailsWidth = 0] = inside;
  const type = lineType(document, line);
  // Only a payout is ever held; on an invoice only the adjustments stand out.
  const marked = line.reverses !== null || (document.kind === 'statement' && line.held);
  const rule = line.rule
    ? wholeIfFits({ text: keepTermsTogether(line.rule), fontSize: 8.5 }, detailsWidth)
    : { text: 'No rule recorded', fontSize: 8.5 };
  const details: TextRun[] = [
    rule,
    ...(line.reason
      ? [wholeIfFits({ text: line.reason, fontSize: 8, italics: true, color: colors.muted }, detailsWidth)]
      : []),
    ...(marked ? [badgeRun(type.toUpperCase(), line.held ? tones.warning : tones.none)] : []),
  ];
  return [
    wholeIfFits(
      { text: formatReportShortDateTime(line.interviewDate, document.timeZone), fontSize: 8.5 },
      dateWidth,
    ),
    linesOf([
      wholeIfFits({ text: line.candidate, fontSize: 9 }, whoWidth),
      wholeIfFits({ text: line.position, fontSize: 8.5, color: colors.muted }, whoWidth),
    ]),
    linesOf(details),
    {
      text: money(line.amount, document.currency),
      alignment: 'right',
      fontSize: 9.5,
      color: line.amount < 0 ? tones.bad.text : colors.ink,
      noWrap: true,
    },
  ];
}

/**
 * The line's type as a badge set in the text itself: a tinted run padded with spaces, on a line a little taller
 * than its letters. The report's badge (pdf-theme.ts) is a table of its own, too dear once per line.
 */
function badgeRun(text: string, tone: Tone): TextRun {
  return {
    text: `\u2002${text}\u2002`,
    fontSize: 7,
    bold: true,
    color: tone.text,
    background: tone.fill,
    lineHeight: 1.9,
    preserveLeadingSpaces: true,
    preserveTrailingSpaces: true,
  } as TextRun;
}

const NBSP = '\u00a0';

/**
 * A rule ('Completed · $100.00/h × 60 min × 90 % (10 % late feedback)') breaks only between its terms: after the
 * outcome, before each factor and before the note, never between a number and its unit.
 */
function keepTermsTogether(rule: string): string {
  return rule.replace(/ (?![×(])/g, (space, offset: number) => (rule[offset - 1] === '·' ? space : NBSP));
}

const linesLayout: CustomTableLayout = {
  hLineWidth: (i) => (i === 0 ? 0 : 0.6),
  vLineWidth: () => 0,
  hLineColor: () => colors.rule,
  paddingLeft: (i) => (i === 0 ? PADDING.outer : PADDING.inner),
  paddingRight: (i) => (i === COLUMNS.length - 1 ? PADDING.outer : PADDING.inner),
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
