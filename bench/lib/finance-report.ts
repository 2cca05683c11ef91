import type { FinanceReport } from '../finance';
import { label, routeHead, routeRow, table } from './route-table';

/** The finance section of RESULTS.md (issue 21, "Bench"): the summary and the largest documents on each database. */
export function renderFinance(reports: readonly FinanceReport[]): string {
  if (!reports.length) return '## Money (issue 21)\n\nNot run in this run.';
  const data = table(
    [
      'database',
      'month',
      'ledger lines (in the month)',
      'interviews priced in the month',
      'largest statement',
      'largest invoice',
      'prepared in',
      'run (commit, load average start / end)',
    ],
    reports.map((r) => [
      label(r.database),
      r.data.period,
      `${r.data.lines} (${r.data.monthLines})`,
      r.data.monthInterviews,
      `${r.data.statement.lines} lines`,
      `${r.data.invoice.lines} lines`,
      `${(r.data.prepareMs / 1000).toFixed(1)} s`,
      `${r.date.slice(0, 16)}Z, ${r.commit}, ${r.loadAverage.start} / ${r.loadAverage.end}, ${r.seconds} s`,
    ]),
  );
  const figures = table(
    routeHead,
    reports.flatMap((r) => [
      routeRow(r.database, 'GET /api/finance/summary', r.summary, 'positions'),
      routeRow(r.database, 'GET /api/finance/statements/{id} (PDF, largest)', r.statementPdf, 'bytes'),
      routeRow(r.database, 'GET /api/finance/statements/{id} (CSV, largest)', r.statementCsv, 'bytes'),
      routeRow(r.database, 'GET /api/finance/invoices/{id} (PDF, largest)', r.invoicePdf, 'bytes'),
    ]),
  );
  return [
    "## Money (issue 21): the month's summary and the largest statement",
    '',
    '`npx tsx bench/finance.ts`: the scale-1 data set copied and priced as the ledger would have ' +
      '(bench/lib/finance-data.ts: billing rules for every client, outcomes for past booked interviews, every ' +
      "priced interview's lines posted in bulk with SQL, held payouts released by feedback, 1 in 50 charges " +
      'corrected); the last full month; the built server, one request at a time after warm-ups, timed from send ' +
      'to body read.',
    '',
    data,
    '',
    figures,
  ].join('\n');
}
