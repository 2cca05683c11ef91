import { execFileSync } from 'node:child_process';
import { renderAnalytics } from './lib/analytics-report';
import { mintAdminToken, ROOT_DIR } from './lib/bench-data';
import { runIfMain, runPerDatabase } from './lib/database-cli';
import { copyScaleOne, dropScaleOneCopy, migrateCopy } from './lib/database-copy';
import { type FinanceData, prepareFinanceData } from './lib/finance-data';
import { type InsightData, prepareInsightData } from './lib/insight-data';
import { loadAverage } from './lib/machine';
import { measureRoute, type RouteFigures } from './lib/measure-route';
import { startApi } from './lib/servers';
import { openSqlRunner } from './lib/sql-runner';

/** Issue 22, "Proof": every analytics request's median in ms. */
export const analyticsTargets = { postgres: 300, pglite: 1500 } as const;

/**
 * Every analytics route the bench measures, over the default range (the last 84 days). Add a route here and it
 * is measured, with and without the busiest client as a filter when `filtered`. A route that answers 404 (not
 * built on this branch) is reported as missing rather than failing the run.
 */
export const analyticsBenchRoutes = [
  { path: '/api/analytics/throughput', filtered: true },
  { path: '/api/analytics/speed', filtered: true },
  { path: '/api/analytics/load', filtered: true },
  { path: '/api/analytics/money', filtered: true },
  { path: '/api/analytics/quality', filtered: true },
  // The interviewer page's quality card (its default 180 days), for the month's busiest interviewer.
  { path: '/api/interviewers/{interviewer}/quality', filtered: false },
  // The interviews screen's summary strip.
  { path: '/api/interviews/summary', filtered: false },
  { path: '/api/analytics/throughput.csv', filtered: false },
  { path: '/api/analytics/load.csv', filtered: false },
] as const;

export type AnalyticsMeasure = { route: string; figures: RouteFigures };

export type AnalyticsReport = {
  database: 'postgres' | 'pglite';
  date: string;
  commit: string;
  loadAverage: { start: string; end: string };
  insight: InsightData;
  finance: FinanceData;
  /** The client with the most interviews in the default range: the filter measured. */
  clientId: number;
  routes: AnalyticsMeasure[];
  seconds: number;
};

/**
 * Vacuums the tables the preparation rewrote in bulk, as autovacuum would have long before on a live database:
 * otherwise every updated row is a dead version the range scans step over, and no index-only scan is possible.
 */
async function settle(target: Parameters<typeof openSqlRunner>[0]): Promise<void> {
  const runner = await openSqlRunner(target);
  try {
    await runner.query(
      'vacuum analyze interviews, interview_events, ledger_lines, client_decisions, jobs',
      [],
    );
  } finally {
    await runner.close();
  }
}

/** The client whose positions had the most interviews in the last 84 days. */
async function busiestClient(target: Parameters<typeof openSqlRunner>[0]): Promise<number> {
  const runner = await openSqlRunner(target);
  try {
    const [row] = await runner.query(
      `select j.client_id from interviews i join jobs j on j.id = i.job_id
       where i.date >= now() - interval '84 days' and j.client_id is not null
       group by 1 order by count(*) desc, 1 limit 1`,
      [],
    );
    return Number(row?.[0] ?? 1);
  } finally {
    await runner.close();
  }
}

/**
 * Issue 22's speed targets on a copy of the scale-1 data, prepared by `prepareInsightData` (levels, cancellations,
 * reschedule reasons, client decisions) and `prepareFinanceData` (outcomes, the ledger): each analytics route over
 * the default range through the built server, one request at a time after warm-ups.
 */
export async function runAnalyticsBench(options: {
  database: 'postgres' | 'pglite';
  requests: number;
  warmups: number;
  log?: (line: string) => void;
}): Promise<AnalyticsReport> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const loadAtStart = loadAverage();
  const target = await copyScaleOne(options.database, 'analytics');
  try {
    await migrateCopy(target);
    const insight = await prepareInsightData(target);
    const finance = await prepareFinanceData(target, new Date());
    await settle(target);
    const clientId = await busiestClient(target);
    log(
      `${options.database}: ${insight.decisions} client decisions (${insight.agreement} agree), ` +
        `${insight.cancellations} cancellations, ${insight.lateFeedbacks}/${insight.feedbacks} feedbacks late, ` +
        `${finance.lines} ledger lines; prepared in ${insight.prepareMs + finance.prepareMs} ms`,
    );
    const token = await mintAdminToken(target);
    const api = await startApi(target);
    const targetMs = analyticsTargets[options.database];
    const routes: AnalyticsMeasure[] = [];
    try {
      for (const { path, filtered } of analyticsBenchRoutes) {
        for (const query of filtered ? ['', `?client_id=${clientId}`] : ['']) {
          const route = `GET ${path}${query ? ' (busiest client)' : ''}`;
          const url = path.replace('{interviewer}', String(finance.statement.interviewerId)) + query;
          const figures = await measureRoute({
            url: api.url,
            token,
            path: () => url,
            items: (body) => body.length,
            warmups: options.warmups,
            requests: options.requests,
            targetMs,
          });
          log(
            `${options.database} ${route}: median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms (< ${targetMs})`,
          );
          routes.push({ route, figures });
        }
      }
    } finally {
      await api.child.stop();
    }
    return {
      database: options.database,
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: ROOT_DIR,
        encoding: 'utf8',
      }).trim(),
      loadAverage: { start: loadAtStart, end: loadAverage() },
      insight,
      finance,
      clientId,
      routes,
      seconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    await dropScaleOneCopy(target);
  }
}

runIfMain(import.meta.url, () =>
  runPerDatabase({
    name: 'analytics',
    defaults: { requests: 30, warmups: 3 },
    run: runAnalyticsBench,
    render: renderAnalytics,
  }),
);
