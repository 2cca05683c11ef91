import {
  findATimeQuerySchema,
  findATimeSchema,
  interviewerSlotsSchema,
  slotQuerySchema,
} from '@interview-hub/contracts/capacity';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { findATime } from './find-a-time';
import { interviewerSlots } from './interviewer-slots';

/** Free time for scheduling: one interviewer's free slots, and Find a time across the matching ones. */
export function capacityRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const defaultTimeZone = deps.config.defaultTimeZone;
  const roles = permissionRoles['interviews.create'];

  app.get(
    '/api/interviewers/:id/slots',
    {
      config: { roles },
      schema: {
        tags: ['interviewers'],
        summary: "An interviewer's free slots in a window: availability, interviews, calendar, buffers, caps",
        params: recordIdParamsSchema,
        querystring: slotQuerySchema,
        response: { 200: interviewerSlotsSchema },
      },
    },
    async (request) => interviewerSlots({ db, id: request.params.id, query: request.query, defaultTimeZone }),
  );

  app.get(
    '/api/interviews/find-a-time',
    {
      config: { roles },
      schema: {
        tags: ['interviews'],
        summary: 'The earliest free slots across the interviewers who match a position, best match first',
        querystring: findATimeQuerySchema,
        response: { 200: findATimeSchema },
      },
    },
    async (request) =>
      findATime({
        db,
        jobId: request.query.job_id,
        candidateId: request.query.candidate_id,
        duration: request.query.duration,
        timezone: request.query.timezone,
        defaultTimeZone,
      }),
  );
}
