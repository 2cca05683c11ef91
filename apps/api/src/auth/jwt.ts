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

const key = (secret: string) => new TextEncoder().encode(secret);

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
    .sign(key(secret));
}

/** Verifies signature, algorithm, issuer, audience, expiry and claim shapes; null when any fails. */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return { userId: Number(claims.data.sub), sessionId: claims.data.sid, role: claims.data.role };
  } catch {
    return null;
  }
}
