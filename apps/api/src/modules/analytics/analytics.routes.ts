import {
  type AnalyticsQuery,
  analyticsQuerySchema,
  loadSchema,
  moneyAnalyticsSchema,
  speedSchema,
  throughputSchema,
} from '@interview-hub/contracts/analytics';
import { type Permission, permissionRoles } from '@interview-hub/contracts/permissions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { loadCsv, moneyCsv, speedCsv, throughputCsv } from './analytics-csv';
import { analyticsCsvBody, sendAnalyticsCsv } from './analytics-csv-file';
import { analyticsLoad } from './analytics-load';
import { analyticsMoney } from './analytics-money';
import { type AnalyticsScope, resolveAnalyticsScope } from './analytics-scope';
import { analyticsSpeed } from './analytics-speed';
import { analyticsThroughput } from './analytics-throughput';

const tags = ['analytics'];
const querystring = analyticsQuerySchema;
const summaries = {
  throughput: 'Interviews per week by outcome; reschedules by reason; cancellations by who and why',
  speed: "From an interview's end to its feedback (median, p90) and the deadline kept, per interviewer",
  load: 'Interviews per interviewer per week against their cap; interviewers idle for 30 days',
  money: 'Billed, paid, held and the margin per month, client and position (admins)',
};
type SectionName = keyof typeof summaries;

/**
 * The Analytics screen's sections (issue 22), each as JSON and as the CSV of the tables behind its charts
 * (`analytics-throughput-2026-09-01-2026-11-23.csv`), with the same filters and permissions: money needs
 * `finance.read` (admins), the rest `analytics.read`.
 */
export function analyticsRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const scopeOf = (query: AnalyticsQuery) =>
    resolveAnalyticsScope({ db, query, defaultTimeZone: deps.config.defaultTimeZone });
  const access = (permission: Permission) => ({ roles: permissionRoles[permission] });

  /** GET /api/analytics/{name}.csv: the section read as for its JSON, written by `csv`. */
  const csvRoute = <Answer>(
    name: SectionName,
    permission: Permission,
    read: (db: Db, scope: AnalyticsScope) => Promise<Answer>,
    csv: (answer: Answer) => string,
  ) =>
    app.get(
      `/api/analytics/${name}.csv`,
      {
        config: access(permission),
        schema: {
          tags,
          summary: `${summaries[name]}, as CSV`,
          querystring,
          response: { 200: analyticsCsvBody },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request.query);
        return sendAnalyticsCsv(reply, name, scope.range, csv(await read(db, scope)));
      },
    );

  app.get(
    '/api/analytics/throughput',
    {
      config: access('analytics.read'),
      schema: { tags, summary: summaries.throughput, querystring, response: { 200: throughputSchema } },
    },
    async (request) => analyticsThroughput(db, await scopeOf(request.query)),
  );
  csvRoute('throughput', 'analytics.read', analyticsThroughput, throughputCsv);

  app.get(
    '/api/analytics/speed',
    {
      config: access('analytics.read'),
      schema: { tags, summary: summaries.speed, querystring, response: { 200: speedSchema } },
    },
    async (request) => analyticsSpeed(db, await scopeOf(request.query)),
  );
  csvRoute('speed', 'analytics.read', analyticsSpeed, speedCsv);

  app.get(
    '/api/analytics/load',
    {
      config: access('analytics.read'),
      schema: { tags, summary: summaries.load, querystring, response: { 200: loadSchema } },
    },
    async (request) => analyticsLoad(db, await scopeOf(request.query)),
  );
  csvRoute('load', 'analytics.read', analyticsLoad, loadCsv);

  app.get(
    '/api/analytics/money',
    {
      config: access('finance.read'),
      schema: { tags, summary: summaries.money, querystring, response: { 200: moneyAnalyticsSchema } },
    },
    async (request) => analyticsMoney(db, await scopeOf(request.query)),
  );
  csvRoute(
    'money',
    'finance.read',
    (db, scope) => analyticsMoney(db, scope, { allPositions: true }),
    moneyCsv,
  );
}
