import { type ClientListQuery, clientListQuerySchema } from '@interview-hub/contracts/clients';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { clientScopeFor, seesBilling, toClientDto } from './client-dto';
import { countClients, selectClientsPage } from './clients.repository';

/** One page of clients, searched by name or website and sorted in SQL. */
export async function listClients(options: { db: Db; actor: Actor; query: ClientListQuery }) {
  const query = clientListQuerySchema.parse(options.query);
  const scope = clientScopeFor(options.actor);
  const [rows, total] = await Promise.all([
    selectClientsPage(options.db, query, scope),
    countClients(options.db, query, scope),
  ]);
  const withBilling = seesBilling(options.actor);
  return {
    data: rows.map((row) => toClientDto(row, withBilling)),
    meta: pageMeta(query.page, query.limit, total),
  };
}
