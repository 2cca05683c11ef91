import { majorUnits } from '@interview-hub/contracts/money';
import { stringify } from 'csv-stringify/sync';
import type { FinanceDocument, FinanceDocumentLine } from './finance-document';
import { formatSheetDateTime } from './report-date';

/**
 * A statement or an invoice draft as CSV that is safe to open in a spreadsheet:
 * - UTF-8 with a byte order mark, so Excel reads Cyrillic and accented names right;
 * - every text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms)
 *   gets a leading `'` (csv-stringify's `escape_formulas`, the OWASP "CSV injection" defence), so a candidate
 *   named `=HYPERLINK(…)` stays text;
 * - amounts are JavaScript numbers, never text, written by `cast.number` as plain decimals in major units with
 *   the currency's digits (`-150.00`). csv-stringify leaves a number that starts with `-` alone, which is right:
 *   the amount columns hold only integers from the ledger turned into digits, a minus and a point, so they
 *   cannot carry a formula, and a spreadsheet reads them as the numbers they are. Nothing else in a row is a
 *   number (ids and dates are written as text).
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
  return stringify([header, ...document.lines.map(row), [], ...totals], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number: (minor) => majorUnits(minor, currency) },
  });
}

/** Held, Earned or Reversal on a statement; Charge or Adjustment on an invoice. */
export function lineType(document: FinanceDocument, line: FinanceDocumentLine): string {
  if (document.kind === 'invoice') return line.reverses === null ? 'Charge' : 'Adjustment';
  if (line.reverses !== null) return line.held ? 'Reversal (held)' : 'Reversal';
  return line.held ? 'Held' : 'Earned';
}
