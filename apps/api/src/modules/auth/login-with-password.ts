import {
  clearFailedLogins,
  countRecentFailures,
  recordFailedLogin,
} from '../../auth/login-attempts.repository';
import { recordSignIn } from '../../auth/oidc/match-sign-in-user.repository';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserByEmail, type UserRow } from '../users/users.repository';

/** Sign-in limits, counted in the database so they hold across instances. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

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
  await assertNotThrottled(db, email, ip);
  const user = await findUserByEmail(db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyPassword(await dummyPasswordHash(), options.password).then(() => false);
  if (!user || !valid) {
    await recordFailedLogin(db, email, ip);
    throw new AppError('UNAUTHORIZED', INVALID);
  }
  if (user.status !== 'active')
    throw new AppError('FORBIDDEN', 'Your account is blocked. Contact an administrator.');
  await clearFailedLogins(db, email);
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

async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const checks = [
    { ...(await countRecentFailures(db, { email }, since)), limit: MAX_FAILURES_PER_ACCOUNT },
    { ...(await countRecentFailures(db, { ip }, since)), limit: MAX_FAILURES_PER_IP },
  ];
  for (const check of checks) {
    if (check.failures < check.limit || !check.oldest) continue;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((check.oldest.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000),
    );
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      {
        retry_after_seconds: retryAfterSeconds,
      },
    );
  }
}
