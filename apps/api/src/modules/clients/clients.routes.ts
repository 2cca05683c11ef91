import {
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientUpdateSchema,
} from '@interview-hub/contracts/clients';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { clientBillingUpdateSchema } from '@interview-hub/contracts/rates';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { seesBilling, toClientDto } from './client-dto';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { setClientBilling } from './set-client-billing';
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
    async (request) => {
      const actor = requireActor(request);
      return toClientDto(await getClient({ db, actor, id: request.params.id }), seesBilling(actor));
    },
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
        true,
      ),
  );

  app.put(
    '/api/clients/:id/billing',
    {
      config: { roles: permissionRoles['rates.edit'] },
      schema: {
        tags,
        summary:
          "Sets what the client is billed per interview (null: not set); amounts in the agency's minor units",
        params,
        body: clientBillingUpdateSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) =>
      toClientDto(
        await setClientBilling({
          db,
          actor: requireActor(request),
          id: request.params.id,
          input: request.body,
        }),
        true,
      ),
  );
}
