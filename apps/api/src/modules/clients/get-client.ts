import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clientScopeFor } from './client-dto';
import { type ClientRow, findClientById } from './clients.repository';

/** The client screen's error text (spec §8). */
export const CLIENT_NOT_FOUND = 'Client not found';

/** One client the actor may see; a client outside an interviewer's interviews answers 404. */
export async function getClient(options: { db: Db; actor: Actor; id: number }): Promise<ClientRow> {
  const row = await findClientById(options.db, options.id, clientScopeFor(options.actor));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return row;
}
