import { userRoleSchema } from '@interview-hub/contracts/users';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const JWT_ISSUER = 'interview-hub';
export const JWT_AUDIENCE = 'interview-hub-web';
export const JWT_TYPE = 'access';
/** Sessions last one working day; the user signs in again after that. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
  role: userRoleSchema,
  typ: z.literal(JWT_TYPE),
});
export type SessionClaims = { userId: number; sessionId: string; role: z.infer<typeof userRoleSchema> };

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key, imported once per secret: handing jose the raw bytes makes it import them again on every sign and
 * verify, which was 6 % of the CPU of an authenticated request under load.
 */
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signSessionToken(
  secret: string,
  claims: SessionClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role, typ: JWT_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await key(secret));
}

type Verified = { secret: string; claims: SessionClaims; expiresAtMs: number };

/** Tokens whose signature and claims were checked, until they expire; the oldest go first past the limit. */
const verifiedTokens = new Map<string, Verified>();
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies signature, algorithm, issuer, audience, expiry and claim shapes; null when any fails. A token that
 * passed once is remembered until it expires: a signature cannot stop being valid, and WebCrypto's HMAC check
 * cost more CPU than the rest of the authentication. Whether its session is still live is checked by the
 * caller on every request.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (known.expiresAtMs > Date.now()) return known.claims;
    verifiedTokens.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp'],
    });
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success || payload.exp === undefined) return null;
    const claims = { userId: Number(parsed.data.sub), sessionId: parsed.data.sid, role: parsed.data.role };
    if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, { secret, claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
