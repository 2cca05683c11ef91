import { stringify } from 'csv-stringify/sync';

/** A cell: text, or a number written by `number` (amounts in major units, counts as they are). */
export type CsvCell = string | number | null;

/**
 * Rows as CSV that is safe to open in a spreadsheet, the one writer of every export (finance documents, analytics):
 * - UTF-8 with a byte order mark, so Excel reads Cyrillic and accented names right;
 * - every text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms)
 *   gets a leading `'` (csv-stringify's `escape_formulas`, the OWASP "CSV injection" defence), so a candidate
 *   named `=HYPERLINK(…)` stays text;
 * - numbers are written by `number` (default: as they are). csv-stringify leaves a number that starts with `-`
 *   alone, which is right: a number's digits, minus and point cannot carry a formula, and a spreadsheet reads it
 *   as the number it is. Ids and dates should be passed as text. `null` is an empty cell.
 */
export function safeCsv(
  rows: readonly (readonly CsvCell[])[],
  number: (value: number) => string = String,
): string {
  return stringify(rows as CsvCell[][], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number },
  });
}
