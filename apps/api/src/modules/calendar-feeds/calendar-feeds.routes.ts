import { calendarConnectSchema, calendarFeedResponseSchema } from '@interview-hub/contracts/calendar-feed';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { connectCalendar } from './connect-calendar';
import { disconnectCalendar } from './disconnect-calendar';
import { readCalendarFeed } from './read-calendar-feed';

const params = recordIdParamsSchema;
const tags = ['interviewers'];
const roles = permissionRoles['interviewers.editAvailability'];

/** An interviewer's own calendar feed: the secret address goes in, and never comes back out. */
export function calendarFeedsRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db, config } = deps;

  app.get(
    '/api/interviewers/:id/calendar',
    {
      schema: {
        tags,
        summary:
          "An interviewer's own calendar: whether it is connected, its hint and status, its busy times ahead",
        params,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => readCalendarFeed({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.put(
    '/api/interviewers/:id/calendar',
    {
      config: { roles },
      schema: {
        tags,
        summary:
          'Connects an interviewer’s calendar by its secret iCal address, fetched at once (422 when it fails)',
        params,
        body: calendarConnectSchema,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) =>
      connectCalendar({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
        config,
      }),
  );

  app.delete(
    '/api/interviewers/:id/calendar',
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Disconnects an interviewer’s calendar: its address and busy times are removed',
        params,
        response: { 204: z.null().describe('Disconnected') },
      },
    },
    async (request, reply) => {
      await disconnectCalendar({ db, actor: requireActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
