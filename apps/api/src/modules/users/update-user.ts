import { type UserInput, userInputSchema } from '@interview-hub/contracts/users';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import { findUserByEmail, findUserById, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DUPLICATE_EMAIL, withUniqueEmail } from './create-user';
import { toUserDto } from './user-dto';
import { updateUserProfile } from './users.repository';

/** Edits name, e-mail, role and phone (409 for an e-mail in use). An admin cannot take away their own admin role. */
export async function updateUser(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: UserInput;
}): Promise<UserRow> {
  const input = userInputSchema.parse(options.input);
  return withUniqueEmail(() =>
    options.db.transaction(async (tx) => {
      const before = await findUserById(tx, options.id);
      if (!before) throw new AppError('NOT_FOUND', 'User not found');
      if (before.id === options.actor.id && input.role !== 'admin') {
        throw new AppError('RULE_BROKEN', 'You cannot remove your own admin role');
      }
      const sameEmail = await findUserByEmail(tx, input.email);
      if (sameEmail && sameEmail.id !== before.id) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
      const after = await updateUserProfile(tx, before.id, input);
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'user.update',
        entity: 'user',
        entityId: before.id,
        before: toUserDto(before),
        after: toUserDto(after),
      });
      return after;
    }),
  );
}
