import { type ClientUpdateInput, clientUpdateSchema } from '@interview-hub/contracts/clients';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toClientDto } from './client-dto';
import { type ClientRow, findClientById, type NewClient, updateClientRow } from './clients.repository';
import { CLIENT_NOT_FOUND } from './get-client';

/** Saves the client screen's edit: the name, and the website unless it was left out. */
export async function updateClient(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: ClientUpdateInput;
}): Promise<ClientRow> {
  const input = clientUpdateSchema.parse(options.input);
  const columns: Partial<NewClient> = { name: input.name };
  if (input.website !== undefined) columns.website = input.website;
  return options.db.transaction(async (tx) => {
    const before = await findClientById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    const after = await updateClientRow(tx, before.id, columns);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'client.update',
      entity: 'client',
      entityId: before.id,
      before: toClientDto(before, true),
      after: toClientDto(after, true),
    });
    return after;
  });
}
