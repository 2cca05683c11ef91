import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { type AuthTokenKind, replaceAuthToken } from './auth-tokens.repository';

/** How long a link stays valid: an invitation 72 hours, a password reset 1 hour. */
export const AUTH_TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  invitation: 72 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a single-use link token (32 random bytes; only its SHA-256 is stored) and voids the user's older ones
 * of the same kind. Returns the raw token for the link.
 */
export async function issueAuthToken(options: {
  db: Db;
  userId: number;
  kind: AuthTokenKind;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceAuthToken(options.db, {
    userId: options.userId,
    kind: options.kind,
    tokenHash: hashAuthToken(token),
    expiresAt: new Date(Date.now() + AUTH_TOKEN_TTL_MS[options.kind]),
  });
  return token;
}

export function setPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/set-password?token=${encodeURIComponent(token)}`;
}
