import type { Client } from '@interview-hub/contracts/clients';
import { storedBillingRule } from '@interview-hub/contracts/money';
import { can } from '@interview-hub/contracts/permissions';
import type { Actor } from '../../auth/actor';
import type { ClientRow, ClientScope } from './clients.repository';

/** Interviewers see the clients of their own interviews; admins and recruiters see all. */
export function clientScopeFor(actor: Actor): ClientScope {
  return actor.role === 'interviewer' ? { interviewerEmail: actor.email } : null;
}

/** Billing rules are for staff (ARCHITECTURE §9): interviewers never receive the key. */
export function seesBilling(actor: Actor): boolean {
  return can(actor.role, 'rates.edit');
}

export function toClientDto(row: ClientRow, withBilling: boolean): Client {
  const dto: Client = { id: row.id, name: row.name, website: row.website, manatal_id: row.manatalId };
  if (withBilling) dto.billing = storedBillingRule(row.billing);
  return dto;
}
