import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeCsv } from './finance-csv';
import type { FinanceDocumentLine } from './finance-document';
import { invoiceOf, statementOf } from './finance-document.fixture';
import { renderFinancePdf } from './finance-pdf';
import { pdfPages } from './pdf-layout-support';

const line: fc.Arbitrary<FinanceDocumentLine> = fc.record({
  lineId: fc.nat(),
  interviewId: fc.nat(),
  interviewDate: fc.date({ min: new Date('2026-03-01'), max: new Date('2026-03-31'), noInvalidDate: true }),
  candidate: fc.string(),
  position: fc.string(),
  rule: fc.option(fc.string(), { nil: null }),
  amount: fc.integer({ min: -100_000_000, max: 100_000_000 }),
  held: fc.boolean(),
  reverses: fc.option(fc.nat(), { nil: null }),
  reason: fc.option(fc.string(), { nil: null }),
});

/** Cents from a CSV amount cell, read as text so no float rounding can hide a lost cent. */
const cents = (cell: string | undefined) => {
  expect(cell).toMatch(/^-?\d+\.\d{2}$/);
  return Number((cell ?? '').replace('.', ''));
};

/** The CSV's line amounts and its totals, as a spreadsheet reads them. */
function readCsv(csv: string) {
  const rows: string[][] = parse(csv.slice(1), { relax_column_count: true, relax_quotes: true });
  const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
  return {
    lines: rows.slice(1, blank).map((row) => cents(row[8])),
    totals: Object.fromEntries(rows.slice(blank + 1).map((row) => [row[0], cents(row[8])])),
  };
}

describe('statement and invoice totals', () => {
  it('print, in the CSV, totals that are exactly the sum of the lines printed, to the cent', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.boolean(), (lines, asStatement) => {
        const document = asStatement ? statementOf(lines) : invoiceOf(lines);
        const { lines: printed, totals } = readCsv(financeCsv(document));
        const sum = lines.reduce((total, each) => total + each.amount, 0);
        expect(printed).toEqual(lines.map((each) => each.amount));
        expect(totals.Total).toBe(sum);
        if (asStatement) {
          expect(totals.Earned + totals['Held until feedback']).toBe(sum);
          expect(totals['Held until feedback']).toBe(
            lines.filter((each) => each.held).reduce((total, each) => total + each.amount, 0),
          );
        } else {
          expect(totals.Charges + totals.Adjustments).toBe(sum);
        }
      }),
    );
  });

  it('never start a text cell with a character a spreadsheet reads as a formula', () => {
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\uFF1D');
    const name = fc.tuple(risky, fc.string()).map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        name,
        name,
        (lines, candidate, position) => {
          const csv = financeCsv(
            statementOf(lines.map((each) => ({ ...each, candidate, position, reason: candidate }))),
          );
          const rows: string[][] = parse(csv.slice(1), { relax_column_count: true, relax_quotes: true });
          for (const row of rows.slice(1, lines.length + 1)) {
            for (const cell of [row[2], row[3], row[7]]) expect(cell?.[0]).toBe("'");
            expect(row[8]).toMatch(/^-?\d+\.\d{2}$/);
          }
        },
      ),
    );
  });

  it('print, in the PDF, the total of the lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          line.map((each) => ({ ...each, candidate: 'Ana', position: 'Go', rule: null, reason: null })),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (lines) => {
          const document = statementOf(lines);
          const texts = (await pdfPages(await renderFinancePdf(document))).flatMap((page) => page.texts);
          const label = texts.find((text) => text.text === 'Total');
          const amount = texts.find(
            (text) => label && text.left > label.right && Math.abs(text.bottom - label.bottom) < 2,
          );
          const sum = lines.reduce((total, each) => total + each.amount, 0);
          expect(amount?.text).toBe(
            new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(sum / 100),
          );
        },
      ),
      { numRuns: 8 },
    );
  });
});
