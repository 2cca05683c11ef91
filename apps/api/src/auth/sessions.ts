import type { UserRole } from '@interview-hub/contracts/users';
import type { Db } from '../db/client';
import { SESSION_TTL_SECONDS, signSessionToken } from './jwt';
import { insertSession } from './sessions.repository';

/**
 * Starts a session for a user and returns its bearer token. The token names the session row, so logout,
 * blocking and password changes end it on the next request.
 */
export async function createSession(options: {
  db: Db;
  jwtSecret: string;
  user: { id: number; role: UserRole };
  userAgent?: string | null;
  ip?: string | null;
}): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const sessionId = await insertSession(options.db, {
    userId: options.user.id,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ip: options.ip ?? null,
  });
  const token = await signSessionToken(
    options.jwtSecret,
    { userId: options.user.id, sessionId, role: options.user.role },
    expiresAt,
  );
  return { token, sessionId, expiresAt };
}
