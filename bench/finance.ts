import { execFileSync } from 'node:child_process';
import { mintAdminToken, ROOT_DIR } from './lib/bench-data';
import { runIfMain, runPerDatabase } from './lib/database-cli';
import { copyScaleOne, dropScaleOneCopy, migrateCopy } from './lib/database-copy';
import { type FinanceData, prepareFinanceData } from './lib/finance-data';
import { renderFinance } from './lib/finance-report';
import { loadAverage } from './lib/machine';
import { measureRoute, type RouteFigures } from './lib/measure-route';
import { startApi } from './lib/servers';

/** Issue 21, "Bench": median targets in ms, for the month's summary and the largest statement. */
export const financeTargets = { postgres: 300, pglite: 1500 } as const;

export type FinanceReport = {
  database: 'postgres' | 'pglite';
  date: string;
  commit: string;
  loadAverage: { start: string; end: string };
  data: FinanceData;
  summary: RouteFigures;
  statementPdf: RouteFigures;
  statementCsv: RouteFigures;
  invoicePdf: RouteFigures;
  seconds: number;
};

/**
 * Issue 21's speed targets: a month's finance summary and the largest statement (PDF and CSV; and the largest
 * invoice draft) on a copy of the scale-1 data priced by `prepareFinanceData`, through the built server, one
 * request at a time after warm-ups.
 */
export async function runFinanceBench(options: {
  database: 'postgres' | 'pglite';
  requests: number;
  warmups: number;
  log?: (line: string) => void;
}): Promise<FinanceReport> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const loadAtStart = loadAverage();
  const target = await copyScaleOne(options.database, 'finance');
  try {
    await migrateCopy(target);
    const data = await prepareFinanceData(target, new Date());
    log(
      `${options.database}: ${data.lines} ledger lines, ${data.monthLines} in ${data.period} ` +
        `(${data.monthInterviews} interviews); largest statement ${data.statement.lines} lines, ` +
        `largest invoice ${data.invoice.lines} lines; prepared in ${data.prepareMs} ms`,
    );
    const token = await mintAdminToken(target);
    const api = await startApi(target);
    const targetMs = financeTargets[options.database];
    const measure = async (name: string, path: string, items: (body: Buffer) => number) => {
      const figures = await measureRoute({
        url: api.url,
        token,
        path: () => path,
        items,
        warmups: options.warmups,
        requests: options.requests,
        targetMs,
      });
      log(
        `${options.database} ${name}: median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms ` +
          `(${figures.medianItems}, target < ${targetMs} ms)`,
      );
      return figures;
    };
    const bytes = (body: Buffer) => body.length;
    const { period } = data;
    const statement = `/api/finance/statements/${data.statement.interviewerId}?period=${period}`;
    try {
      const summary = await measure(
        'summary',
        `/api/finance/summary?period=${period}`,
        (body) => (JSON.parse(body.toString()) as { by_position: unknown[] }).by_position.length,
      );
      const statementPdf = await measure('statement PDF', `${statement}&format=pdf`, bytes);
      const statementCsv = await measure('statement CSV', `${statement}&format=csv`, bytes);
      const invoicePdf = await measure(
        'invoice PDF',
        `/api/finance/invoices/${data.invoice.clientId}?period=${period}&format=pdf`,
        bytes,
      );
      return {
        database: options.database,
        date: new Date().toISOString(),
        commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
          cwd: ROOT_DIR,
          encoding: 'utf8',
        }).trim(),
        loadAverage: { start: loadAtStart, end: loadAverage() },
        data,
        summary,
        statementPdf,
        statementCsv,
        invoicePdf,
        seconds: Math.round((performance.now() - started) / 1000),
      };
    } finally {
      await api.child.stop();
    }
  } finally {
    await dropScaleOneCopy(target);
  }
}

runIfMain(import.meta.url, () =>
  runPerDatabase({
    name: 'finance',
    defaults: { requests: 30, warmups: 3 },
    run: runFinanceBench,
    render: renderFinance,
  }),
);
