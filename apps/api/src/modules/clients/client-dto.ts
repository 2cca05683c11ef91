import type { Client } from '@interview-hub/contracts/clients';
import type { Actor } from '../../auth/actor';
import type { ClientRow, ClientScope } from './clients.repository';

/** Interviewers see the clients of their own interviews; admins and recruiters see all. */
export function clientScopeFor(actor: Actor): ClientScope {
  return actor.role === 'interviewer' ? { interviewerEmail: actor.email } : null;
}

export function toClientDto(row: ClientRow): Client {
  return { id: row.id, name: row.name, website: row.website, manatal_id: row.manatalId };
}
