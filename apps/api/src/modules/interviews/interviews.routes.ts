import {
  interviewerMatchListSchema,
  interviewerMatchQuerySchema,
} from '@interview-hub/contracts/interviewer-match';
import {
  createInterviewSchema,
  interviewDetailSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  rescheduleInterviewSchema,
} from '@interview-hub/contracts/interviews';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppInstance } from '../../lib/fastify-types';
import { cancelInterview, rescheduleInterview } from './change-interview';
import { matchInterviewers } from './match-interviewers';
import { getInterview, listInterviews } from './read-interviews';
import { scheduleInterview } from './schedule-interview';

const params = recordIdParamsSchema;
const tags = ['interviews'];

export function interviewsRoutes(app: AppInstance, deps: { db: Db; queue: JobQueue; config: Config }): void {
  const { db } = deps;

  app.get(
    '/api/interviews',
    {
      schema: {
        tags,
        summary: 'Interviews the caller may see',
        querystring: interviewListQuerySchema,
        response: { 200: interviewPageSchema },
      },
    },
    async (request) => listInterviews({ db, actor: requireActor(request), params: request.query }),
  );

  app.get(
    '/api/interviewer-matches',
    {
      config: { roles: permissionRoles['interviews.create'] },
      schema: {
        tags,
        summary: 'Interviewers ranked for a position by tech-stack match, availability, rating and price',
        querystring: interviewerMatchQuerySchema,
        response: { 200: interviewerMatchListSchema },
      },
    },
    async (request) =>
      matchInterviewers({
        db,
        jobId: request.query.job_id,
        date: request.query.date,
        duration: request.query.duration,
        search: request.query.search,
      }),
  );

  app.get(
    '/api/interviews/:id',
    {
      schema: {
        tags,
        summary: 'One interview with its history',
        params,
        response: { 200: interviewDetailSchema },
      },
    },
    async (request) => getInterview({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.post(
    '/api/interviews',
    {
      config: { roles: permissionRoles['interviews.create'] },
      schema: {
        tags,
        summary: 'Schedules an interview',
        body: createInterviewSchema,
        response: { 201: interviewDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await scheduleInterview({ ...deps, actor, input: request.body });
      return reply.status(201).send(await getInterview({ db, actor, id }));
    },
  );

  app.post(
    '/api/interviews/:id/reschedule',
    {
      config: { roles: permissionRoles['interviews.reschedule'] },
      schema: {
        tags,
        summary: 'Moves an interview',
        params,
        body: rescheduleInterviewSchema,
        response: { 200: interviewDetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await rescheduleInterview({ ...deps, actor, id: request.params.id, input: request.body });
      return getInterview({ db, actor, id: request.params.id });
    },
  );

  app.post(
    '/api/interviews/:id/cancel',
    {
      config: { roles: permissionRoles['interviews.cancel'] },
      schema: {
        tags,
        summary: 'Cancels an interview for good',
        params,
        response: { 200: interviewDetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await cancelInterview({ ...deps, actor, id: request.params.id });
      return getInterview({ db, actor, id: request.params.id });
    },
  );
}
