import {
  jobDetailSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobUpdateSchema,
} from '@interview-hub/contracts/jobs';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { getJob } from './get-job';
import { listJobs } from './list-jobs';
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
}
