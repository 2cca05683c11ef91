import { type ClientBillingUpdate, clientBillingUpdateSchema } from '@interview-hub/contracts/rates';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toClientDto } from './client-dto';
import { type ClientRow, findClientById, updateClientRow } from './clients.repository';
import { CLIENT_NOT_FOUND } from './get-client';

/**
 * Sets the client's billing rule (issue 21), or clears it with null. Interviews already priced keep their lines
 * until an admin prices them again (POST /api/interviews/{id}/ledger); new outcomes use the new rule.
 */
export async function setClientBilling(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: ClientBillingUpdate;
}): Promise<ClientRow> {
  const { billing } = clientBillingUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findClientById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    const after = await updateClientRow(tx, before.id, { billing });
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'client.billing',
      entity: 'client',
      entityId: before.id,
      before: toClientDto(before, true),
      after: toClientDto(after, true),
    });
    return after;
  });
}
