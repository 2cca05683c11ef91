import {
  jobDetailSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobUpdateSchema,
} from '@interview-hub/contracts/jobs';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { jobPricingUpdateSchema } from '@interview-hub/contracts/rates';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { getJob } from './get-job';
import { listJobs } from './list-jobs';
import { setJobPricing } from './set-job-pricing';
import { updateJob } from './update-job';

const params = recordIdParamsSchema;
const tags = ['positions'];

/** Positions (jobs): everyone signed in reads them (interviewers without internal notes); staff edit them. */
export function jobsRoutes(app: AppInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary: 'Lists positions',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request) => listJobs({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/api/jobs/:id',
    { schema: { tags, summary: 'One position with its client', params, response: { 200: jobDetailSchema } } },
    async (request) => getJob({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.put(
    '/api/jobs/:id',
    {
      config: { roles: permissionRoles['positions.edit'] },
      schema: {
        tags,
        summary: 'Edits the fields sent by either position screen',
        params,
        body: jobUpdateSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) =>
      updateJob({ db, actor: requireActor(request), id: request.params.id, input: request.body }),
  );

  app.put(
    '/api/jobs/:id/pricing',
    {
      config: { roles: permissionRoles['rates.edit'] },
      schema: {
        tags,
        summary: "Sets the position's level and its own billing rule (null: its client's)",
        params,
        body: jobPricingUpdateSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) =>
      setJobPricing({ db, actor: requireActor(request), id: request.params.id, input: request.body }),
  );
}
