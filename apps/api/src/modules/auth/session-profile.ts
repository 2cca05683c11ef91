import type { User } from '@interview-hub/contracts/users';
import type { Actor } from '../../auth/actor';
import { revokeSession } from '../../auth/sessions.repository';
import { findUserById } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUserDto } from '../users/user-dto';

/** The signed-in user; a session whose user is gone answers 401, as a missing session does. */
export async function getProfile(options: { db: Db; actor: Actor }): Promise<User> {
  const user = await findUserById(options.db, options.actor.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return toUserDto(user);
}

/** Ends the caller's session: its token stops working at once, on every instance. */
export async function logout(options: { db: Db; actor: Actor }): Promise<void> {
  await revokeSession(options.db, options.actor.sessionId);
}
