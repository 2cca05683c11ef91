import { availabilityResponseSchema, availabilitySchema } from '@interview-hub/contracts/availability';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { readAvailability, updateAvailability } from './interviewer-availability';

const params = recordIdParamsSchema;
const tags = ['interviewers'];

export function availabilityRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db, config } = deps;
  const defaultTimeZone = config.defaultTimeZone;

  app.get(
    '/api/interviewers/:id/availability',
    {
      schema: {
        tags,
        summary: "An interviewer's availability: time zone, weekly hours, time off, notice, buffer and caps",
        params,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) =>
      readAvailability({ db, actor: requireActor(request), id: request.params.id, defaultTimeZone }),
  );

  app.put(
    '/api/interviewers/:id/availability',
    {
      config: { roles: permissionRoles['interviewers.editAvailability'] },
      schema: {
        tags,
        summary: 'Saves an interviewer’s availability (interviewers: their own, caps excepted)',
        params,
        body: availabilitySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) =>
      updateAvailability({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
        defaultTimeZone,
      }),
  );
}
