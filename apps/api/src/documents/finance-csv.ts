import { majorUnits } from '@interview-hub/contracts/money';
import type { FinanceDocument, FinanceDocumentLine } from './finance-document';
import { formatSheetDateTime } from './report-date';
import { safeCsv } from './safe-csv';

/**
 * A statement or an invoice draft as CSV that is safe to open in a spreadsheet (`safeCsv`): amounts are
 * JavaScript numbers, never text, written as plain decimals in major units with the currency's digits
 * (`-150.00`); nothing else in a row is a number (ids and dates are written as text).
 * The lines come first, then an empty row, then the totals, each with its amount in the amount column.
 */
export function financeCsv(document: FinanceDocument): string {
  const { currency, timeZone } = document;
  const statement = document.kind === 'statement';
  const header = [
    'Interview date',
    'Interview',
    'Candidate',
    'Position',
    'Rule',
    statement ? 'Status' : 'Type',
    'Reverses line',
    'Reason',
    `Amount (${currency})`,
  ];
  const row = (line: FinanceDocumentLine) => [
    formatSheetDateTime(line.interviewDate, timeZone),
    String(line.interviewId),
    line.candidate,
    line.position,
    line.rule ?? '',
    lineType(document, line),
    line.reverses === null ? '' : String(line.reverses),
    line.reason ?? '',
    line.amount,
  ];
  const total = (label: string, amount: number) => [label, '', '', '', '', '', '', '', amount];
  const totals = statement
    ? [
        total('Earned', document.totals.earned),
        total('Held until feedback', document.totals.held),
        total('Total', document.totals.total),
      ]
    : [
        total('Charges', document.totals.charges),
        total('Adjustments', document.totals.adjustments),
        total('Total', document.totals.total),
      ];
  return safeCsv([header, ...document.lines.map(row), [], ...totals], (minor) => majorUnits(minor, currency));
}

/** Held, Earned or Reversal on a statement; Charge or Adjustment on an invoice. */
export function lineType(document: FinanceDocument, line: FinanceDocumentLine): string {
  if (document.kind === 'invoice') return line.reverses === null ? 'Charge' : 'Adjustment';
  if (line.reverses !== null) return line.held ? 'Reversal (held)' : 'Reversal';
  return line.held ? 'Held' : 'Earned';
}
