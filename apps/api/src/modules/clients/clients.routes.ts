import {
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientUpdateSchema,
} from '@interview-hub/contracts/clients';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { toClientDto } from './client-dto';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { updateClient } from './update-client';

const params = recordIdParamsSchema;
const tags = ['clients'];

/** Clients: staff read and edit all; an interviewer reads those of their own interviews (404 for others). */
export function clientsRoutes(app: AppInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/clients',
    {
      schema: {
        tags,
        summary: 'Lists clients',
        querystring: clientListQuerySchema,
        response: { 200: clientPageSchema },
      },
    },
    async (request) => listClients({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/api/clients/:id',
    { schema: { tags, summary: 'One client', params, response: { 200: clientSchema } } },
    async (request) =>
      toClientDto(await getClient({ db, actor: requireActor(request), id: request.params.id })),
  );

  app.put(
    '/api/clients/:id',
    {
      config: { roles: permissionRoles['clients.edit'] },
      schema: {
        tags,
        summary: 'Edits a client',
        params,
        body: clientUpdateSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) =>
      toClientDto(
        await updateClient({ db, actor: requireActor(request), id: request.params.id, input: request.body }),
      ),
  );
}
