import { clientDecisionSchema, recordClientDecisionSchema } from '@interview-hub/contracts/client-decisions';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { clearClientDecision, recordClientDecision } from './record-client-decision';

const params = recordIdParamsSchema;
const tags = ['interviews'];
const roles = permissionRoles['interviews.recordClientDecision'];

/** The client's decision on an interview's candidate (issue 22, decision 028). */
export function clientDecisionsRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  app.put(
    '/api/interviews/:id/client-decision',
    {
      config: { roles },
      schema: {
        tags,
        summary:
          "Records the client's decision on the candidate (advanced, rejected or hired), or replaces it; once the feedback is in",
        params,
        body: recordClientDecisionSchema,
        response: { 200: clientDecisionSchema },
      },
    },
    async (request) =>
      recordClientDecision({
        ...deps,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/interviews/:id/client-decision',
    {
      config: { roles },
      schema: {
        tags,
        summary: "Clears a client's decision recorded by mistake (the history keeps what it was)",
        params,
        response: { 204: z.null().describe('Cleared') },
      },
    },
    async (request, reply) => {
      await clearClientDecision({ ...deps, actor: requireActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
