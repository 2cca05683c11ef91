import { writeAudit } from '../../audit/audit.repository';
import { releaseAttempt, reserveAttempt, SET_PASSWORD_ATTEMPTS } from '../../auth/attempt-limits';
import { hashAuthToken } from '../../auth/auth-tokens';
import {
  type AuthTokenRow,
  findAuthTokenByHash,
  markAuthTokenUsed,
  voidUnusedAuthTokens,
} from '../../auth/auth-tokens.repository';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { findUserById } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { updateUserPassword } from '../users/users.repository';

const INVALID_LINK = 'This link is invalid, expired or already used. Ask an administrator for a new one.';

const isLive = (row: AuthTokenRow | null): row is AuthTokenRow =>
  row !== null && !row.usedAt && row.expiresAt.getTime() > Date.now();

/**
 * Sets a password from an invitation or reset link (single use), ends other sessions and signs the user in. The
 * link is looked up before the password is hashed, so a made-up link costs a lookup and not a 19 MiB hash; tries
 * that find no valid link are limited per IP. Using one link voids the user's other unused links of both kinds.
 */
export async function setPasswordWithToken(options: {
  db: Db;
  jwtSecret: string;
  token: string;
  password: string;
  ip: string;
  userAgent: string | null;
}): Promise<{ token: string }> {
  const { db } = options;
  const attempt = await reserveAttempt({
    db,
    policy: SET_PASSWORD_ATTEMPTS,
    email: null,
    ip: options.ip,
    what: 'attempts with invalid links',
  });
  const tokenHash = hashAuthToken(options.token);
  if (!isLive(await findAuthTokenByHash(db, tokenHash))) throw new AppError('BAD_REQUEST', INVALID_LINK);
  const passwordHash = await hashPassword(options.password);
  const result = await db.transaction(async (tx) => {
    // Checked again inside: another request may have used the link while the password was hashed.
    const row = await findAuthTokenByHash(tx, tokenHash);
    if (!isLive(row)) throw new AppError('BAD_REQUEST', INVALID_LINK);
    const user = await findUserById(tx, row.userId);
    if (user?.status !== 'active') throw new AppError('BAD_REQUEST', INVALID_LINK);
    if (!(await markAuthTokenUsed(tx, row.id))) throw new AppError('BAD_REQUEST', INVALID_LINK);
    await voidUnusedAuthTokens(tx, user.id);
    await updateUserPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: `password.set_from_${row.kind}`,
      entity: 'user',
      entityId: user.id,
    });
    const session = await createSession({
      db: tx,
      jwtSecret: options.jwtSecret,
      user,
      ip: options.ip,
      userAgent: options.userAgent,
    });
    return { token: session.token };
  });
  await releaseAttempt(db, attempt);
  return result;
}
