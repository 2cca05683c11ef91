import type { AnalyticsReport } from '../analytics';
import { label, routeHead, routeRow, table } from './route-table';

/** The analytics section of RESULTS.md (issue 22, "Proof"): each analytics route's median on each database. */
export function renderAnalytics(reports: readonly AnalyticsReport[]): string {
  if (!reports.length) return '## Insight (issue 22)\n\nNot run in this run.';
  const data = table(
    [
      'database',
      'client decisions (agree)',
      'cancellations',
      'feedbacks late',
      'ledger lines',
      'prepared in',
      'run (commit, load average start / end)',
    ],
    reports.map((r) => [
      label(r.database),
      `${r.insight.decisions} (${Math.round(r.insight.agreement * 100)} %)`,
      r.insight.cancellations,
      `${r.insight.lateFeedbacks} of ${r.insight.feedbacks}`,
      r.finance.lines,
      `${((r.insight.prepareMs + r.finance.prepareMs) / 1000).toFixed(1)} s`,
      `${r.date.slice(0, 16)}Z, ${r.commit}, ${r.loadAverage.start} / ${r.loadAverage.end}, ${r.seconds} s`,
    ]),
  );
  const figures = table(
    routeHead,
    reports.flatMap((r) =>
      r.routes.map(({ route, figures }) => routeRow(r.database, route, figures, 'bytes')),
    ),
  );
  return [
    '## Insight (issue 22)',
    '',
    '`npx tsx bench/analytics.ts`: the scale-1 data set copied, given what the Analytics screen reads ' +
      '(bench/lib/insight-data.ts: levels on positions, cancellations by party and reason, reschedule reasons, ' +
      "clients' decisions on about 60 % of the interviews with feedback, three in four agreeing with the " +
      'recommendation, a third for two outliers) and priced as the ledger would have (bench/lib/finance-data.ts); ' +
      'each analytics route over the default range (the last 84 days), with and without the busiest client as a ' +
      'filter; the built server, one request at a time after warm-ups, timed from send to body read.',
    '',
    data,
    '',
    figures,
  ].join('\n');
}
