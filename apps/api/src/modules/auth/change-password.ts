import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import { PASSWORD_ATTEMPTS, releaseAttempt, reserveAttempt } from '../../auth/attempt-limits';
import { voidUnusedAuthTokens } from '../../auth/auth-tokens.repository';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { findUserById } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { updateUserPassword } from '../users/users.repository';

/**
 * Changes the caller's password after checking the current one; every other session of theirs ends, and so does
 * every unused invitation or reset link (it would set a password over this one).
 */
export async function changePassword(options: {
  db: Db;
  actor: Actor;
  currentPassword: string;
  newPassword: string;
  ip: string;
}): Promise<void> {
  const user = await findUserById(options.db, options.actor.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  if (!user.passwordHash) {
    throw new AppError(
      'RULE_BROKEN',
      'Your account has no password yet. Use the link from your invitation email to set one.',
    );
  }
  // A stolen session must not become a way to guess the password: checks count like sign-in attempts.
  const attempt = await reserveAttempt({
    db: options.db,
    policy: PASSWORD_ATTEMPTS,
    email: user.email,
    ip: options.ip,
    what: 'failed password attempts',
  });
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError('RULE_BROKEN', 'Current password is incorrect');
  }
  await releaseAttempt(options.db, attempt);
  if (options.currentPassword === options.newPassword) {
    throw new AppError('RULE_BROKEN', 'New password must be different from the current one');
  }
  const passwordHash = await hashPassword(options.newPassword);
  await options.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, options.actor.sessionId);
    await voidUnusedAuthTokens(tx, user.id);
    await writeAudit(tx, { actorId: user.id, action: 'password.change', entity: 'user', entityId: user.id });
  });
}
