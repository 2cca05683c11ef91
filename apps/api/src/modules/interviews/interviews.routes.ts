import {
  interviewSummaryQuerySchema,
  interviewSummarySchema,
} from '@interview-hub/contracts/interview-summary';
import {
  interviewerMatchListSchema,
  interviewerMatchQuerySchema,
} from '@interview-hub/contracts/interviewer-match';
import {
  cancelInterviewSchema,
  createInterviewSchema,
  interviewDetailSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  overdueCountSchema,
  recordOutcomeSchema,
  rescheduleInterviewSchema,
} from '@interview-hub/contracts/interviews';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { workspaceQuerySchema, workspaceSchema } from '@interview-hub/contracts/workspace';
import type { FastifyRequest } from 'fastify';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { AppInstance } from '../../lib/fastify-types';
import { rescheduleInterview } from './change-interview';
import { interviewerWorkspace } from './interviewer-workspace';
import { matchInterviewers } from './match-interviewers';
import { countOverdue, getInterview, listInterviews } from './read-interviews';
import { cancelInterview, recordOutcome } from './record-outcome';
import { scheduleInterview } from './schedule-interview';
import { summarizeInterviews } from './summarize-interviews';

const params = recordIdParamsSchema;

/**
 * The cancel call's body is optional (the spec sends none), which Fastify reads as null; a body that says `null`
 * is still a bad one.
 */
async function refuseNullBody(request: FastifyRequest) {
  if (request.body === null && request.headers['content-type']) {
    throw new AppError('VALIDATION_FAILED', 'Invalid body: send an object, or no body at all');
  }
}
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
    '/api/interviews/overdue-count',
    {
      schema: {
        tags,
        summary: "How many of the caller's interviews have overdue feedback (the sidebar's count)",
        response: { 200: overdueCountSchema },
      },
    },
    async (request) => countOverdue({ db, actor: requireActor(request) }),
  );

  app.get(
    '/api/interviews/summary',
    {
      config: { roles: permissionRoles['analytics.read'] },
      schema: {
        tags,
        summary:
          "The interviews screen's summary: today, this week, feedback overdue, no-shows this week, without a template",
        querystring: interviewSummaryQuerySchema,
        response: { 200: interviewSummarySchema },
      },
    },
    async (request) =>
      summarizeInterviews({
        db,
        timeZone: request.query.timezone,
        defaultTimeZone: deps.config.defaultTimeZone,
      }),
  );

  app.get(
    '/api/my-interviews',
    {
      schema: {
        tags,
        summary:
          "The caller's own interviews as an interviewer: upcoming, feedback due, recent, and their reminders",
        querystring: workspaceQuerySchema,
        response: { 200: workspaceSchema },
      },
    },
    async (request) =>
      interviewerWorkspace({
        db,
        config: deps.config,
        actor: requireActor(request),
        from: request.query.from,
      }),
  );

  app.get(
    '/api/interviewer-matches',
    {
      config: { roles: permissionRoles['interviews.create'] },
      schema: {
        tags,
        summary:
          'Interviewers ranked for a position: tech-stack match, a free slot in 10 working days, load this week, rating, price',
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
        timezone: request.query.timezone,
        defaultTimeZone: deps.config.defaultTimeZone,
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
      preValidation: refuseNullBody,
      schema: {
        tags,
        summary:
          'Cancels an interview for good, saying who cancelled and why (the agency, reason unknown, without a body)',
        params,
        body: cancelInterviewSchema,
        response: { 200: interviewDetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await cancelInterview({ ...deps, actor, id: request.params.id, input: request.body });
      return getInterview({ db, actor, id: request.params.id });
    },
  );

  app.post(
    '/api/interviews/:id/outcome',
    {
      config: { roles: permissionRoles['interviews.recordOutcome'] },
      schema: {
        tags,
        summary:
          'Records what happened: attended, a no-show, or a cancellation (interviewers: their own, after the start)',
        params,
        body: recordOutcomeSchema,
        response: { 200: interviewDetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await recordOutcome({ ...deps, actor, id: request.params.id, input: request.body });
      return getInterview({ db, actor, id: request.params.id });
    },
  );
}
