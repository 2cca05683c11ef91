import {
  analyticsQuerySchema,
  interviewerQualityCardSchema,
  qualitySchema,
} from '@interview-hub/contracts/analytics';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { analyticsCsvBody, sendAnalyticsCsv } from '../analytics/analytics-csv-file';
import { getInterviewerQualityCard, getQuality } from './get-quality';
import { qualityCsv } from './quality-csv';

/** Interviewer calibration: the Analytics screen's quality section, its CSV, and the interviewer page's card. */
export function calibrationRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const defaultTimeZone = deps.config.defaultTimeZone;
  const read = { roles: permissionRoles['analytics.read'] };

  app.get(
    '/api/analytics/quality',
    {
      config: read,
      schema: {
        tags: ['analytics'],
        summary:
          'Each interviewer’s ratings, pass rate, agreement with clients, no-shows and lateness against peers',
        querystring: analyticsQuerySchema,
        response: { 200: qualitySchema },
      },
    },
    async (request) => getQuality({ db, query: request.query, defaultTimeZone }),
  );

  app.get(
    '/api/analytics/quality.csv',
    {
      config: read,
      schema: {
        tags: ['analytics'],
        summary: 'The quality table as CSV',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsCsvBody },
      },
    },
    async (request, reply) => {
      const quality = await getQuality({ db, query: request.query, defaultTimeZone });
      return sendAnalyticsCsv(reply, 'quality', quality.range, qualityCsv(quality));
    },
  );

  app.get(
    '/api/interviewers/:id/quality',
    {
      // Staff read every interviewer's card; an interviewer their own (ARCHITECTURE §9), another's answers 404.
      schema: {
        tags: ['interviewers'],
        summary: "An interviewer's quality card (the last 180 days unless a range is given)",
        params: recordIdParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: interviewerQualityCardSchema },
      },
    },
    async (request) =>
      getInterviewerQualityCard({
        db,
        actor: requireActor(request),
        id: request.params.id,
        query: request.query,
        defaultTimeZone,
      }),
  );
}
