import { PASSWORD_ATTEMPTS, releaseAttempt, reserveAttempt } from '../../auth/attempt-limits';
import { clearAccountAttemptsFromIp } from '../../auth/login-attempts.repository';
import { recordSignIn } from '../../auth/oidc/match-sign-in-user.repository';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { findUserByEmail, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';

const INVALID = 'Invalid email or password';

/**
 * Password sign-in for users who set one. Unknown e-mail and wrong password answer alike, after the same
 * amount of hashing work, so accounts cannot be discovered.
 */
export async function loginWithPassword(options: {
  db: Db;
  jwtSecret: string;
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
}): Promise<{ token: string; user: UserRow }> {
  const { db, email, ip } = options;
  // Counted before the (slow) hash check, so parallel guesses cannot all pass the limit: see reserveAttempt.
  const attempt = await reserveAttempt({
    db,
    policy: PASSWORD_ATTEMPTS,
    email,
    ip,
    what: 'failed sign-in attempts',
  });
  const user = await findUserByEmail(db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyPassword(await dummyPasswordHash(), options.password).then(() => false);
  // A failure keeps its attempt row: that is what counts toward the limit.
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID);
  await releaseAttempt(db, attempt);
  if (user.status !== 'active')
    throw new AppError('FORBIDDEN', 'Your account is blocked. Contact an administrator.');
  await clearAccountAttemptsFromIp(db, { kind: 'password', email, ip });
  await recordSignIn(db, user.id, null);
  const { token } = await createSession({
    db,
    jwtSecret: options.jwtSecret,
    user,
    userAgent: options.userAgent,
    ip,
  });
  return { token, user };
}
