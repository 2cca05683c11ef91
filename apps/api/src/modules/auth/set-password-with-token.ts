import { hashAuthToken } from '../../auth/auth-tokens';
import { findAuthTokenByHash, markAuthTokenUsed } from '../../auth/auth-tokens.repository';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { revokeUserSessions } from '../../auth/sessions.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.repository';
import { findUserById, updateUserPassword } from '../users/users.repository';

const INVALID_LINK = 'This link is invalid, expired or already used. Ask an administrator for a new one.';

/** Sets a password from an invitation or reset link (single use), ends other sessions and signs the user in. */
export async function setPasswordWithToken(options: {
  db: Db;
  jwtSecret: string;
  token: string;
  password: string;
  ip: string;
  userAgent: string | null;
}): Promise<{ token: string }> {
  const passwordHash = await hashPassword(options.password);
  return options.db.transaction(async (tx) => {
    const row = await findAuthTokenByHash(tx, hashAuthToken(options.token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now())
      throw new AppError('BAD_REQUEST', INVALID_LINK);
    const user = await findUserById(tx, row.userId);
    if (user?.status !== 'active') throw new AppError('BAD_REQUEST', INVALID_LINK);
    if (!(await markAuthTokenUsed(tx, row.id))) throw new AppError('BAD_REQUEST', INVALID_LINK);
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
}
