import { interviewerSignInSchema } from '@interview-hub/contracts/interviewer-sign-in';
import {
  interviewerInputSchema,
  interviewerInterviewsSchema,
  interviewerListQuerySchema,
  interviewerPageSchema,
  interviewerSchema,
} from '@interview-hub/contracts/interviewers';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { interviewerRatesUpdateSchema } from '@interview-hub/contracts/rates';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppInstance } from '../../lib/fastify-types';
import { createInterviewer } from './create-interviewer';
import { getInterviewer } from './get-interviewer';
import { toInterviewerDto } from './interviewer-dto';
import { getInterviewerSignIn, inviteInterviewer } from './interviewer-sign-in';
import { listInterviewerInterviews } from './list-interviewer-interviews';
import { listInterviewers } from './list-interviewers';
import { setInterviewerRates } from './set-interviewer-rates';
import { updateInterviewer } from './update-interviewer';

const params = recordIdParamsSchema;
const inviters = { roles: permissionRoles['interviewers.invite'] };
const tags = ['interviewers'];

/** Interviewers: staff read and edit all; an interviewer reads only their own record (404 for others). */
export function interviewersRoutes(
  app: AppInstance,
  deps: { db: Db; queue: JobQueue; appUrl: string },
): void {
  const { db, queue, appUrl } = deps;

  app.get(
    '/api/interviewers',
    {
      schema: {
        tags,
        summary: 'Lists interviewers',
        querystring: interviewerListQuerySchema,
        response: { 200: interviewerPageSchema },
      },
    },
    async (request) => listInterviewers({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/api/interviewers/:id',
    { schema: { tags, summary: 'One interviewer', params, response: { 200: interviewerSchema } } },
    async (request) =>
      toInterviewerDto(await getInterviewer({ db, actor: requireActor(request), id: request.params.id })),
  );

  app.get(
    '/api/interviewers/:id/interviews',
    {
      schema: {
        tags,
        summary: "An interviewer's upcoming and historical interviews",
        params,
        response: { 200: interviewerInterviewsSchema },
      },
    },
    async (request) => listInterviewerInterviews({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.post(
    '/api/interviewers',
    {
      config: { roles: permissionRoles['interviewers.create'] },
      schema: {
        tags,
        summary: 'Adds an interviewer',
        body: interviewerInputSchema,
        response: { 201: interviewerSchema },
      },
    },
    async (request, reply) => {
      const row = await createInterviewer({ db, actor: requireActor(request), input: request.body });
      return reply.status(201).send(toInterviewerDto(row));
    },
  );

  app.put(
    '/api/interviewers/:id',
    {
      config: { roles: permissionRoles['interviewers.editContact'] },
      schema: {
        tags,
        summary:
          'Edits an interviewer (the rating is read-only; interviewers: their own phone, Telegram and time zone)',
        params,
        body: interviewerInputSchema,
        response: { 200: interviewerSchema },
      },
    },
    async (request) =>
      toInterviewerDto(
        await updateInterviewer({
          db,
          actor: requireActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.put(
    '/api/interviewers/:id/rates',
    {
      config: { roles: permissionRoles['rates.edit'] },
      schema: {
        tags,
        summary: 'Sets the hourly pay per position level, in minor units (a level left out pays the price)',
        params,
        body: interviewerRatesUpdateSchema,
        response: { 200: interviewerSchema },
      },
    },
    async (request) =>
      toInterviewerDto(
        await setInterviewerRates({
          db,
          actor: requireActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/api/interviewers/:id/sign-in',
    {
      config: inviters,
      schema: {
        tags,
        summary: 'Whether the interviewer can sign in (a user with their e-mail)',
        params,
        response: { 200: interviewerSignInSchema },
      },
    },
    async (request) => getInterviewerSignIn({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.post(
    '/api/interviewers/:id/invite',
    {
      config: inviters,
      schema: {
        tags,
        summary:
          "Creates the interviewer's sign-in and e-mails the invitation (409 when a user has the e-mail)",
        params,
        response: { 201: interviewerSignInSchema },
      },
    },
    async (request, reply) => {
      const signIn = await inviteInterviewer({
        db,
        queue,
        appUrl,
        actor: requireActor(request),
        id: request.params.id,
      });
      return reply.status(201).send(signIn);
    },
  );
}
