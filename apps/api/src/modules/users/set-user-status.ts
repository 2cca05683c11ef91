import type { UserStatus } from '@interview-hub/contracts/users';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { findUserById, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { setUserStatusRow } from './users.repository';

/** Blocks (ending every session at once) or unblocks a user. Admins cannot block themselves. */
export async function setUserStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
  status: UserStatus;
}): Promise<UserRow> {
  return options.db.transaction(async (tx) => {
    const before = await findUserById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'User not found');
    if (before.id === options.actor.id && options.status === 'blocked') {
      throw new AppError('RULE_BROKEN', 'You cannot block yourself');
    }
    const after = await setUserStatusRow(tx, before.id, options.status);
    if (options.status === 'blocked') await revokeUserSessions(tx, before.id);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: options.status === 'blocked' ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: before.id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}
