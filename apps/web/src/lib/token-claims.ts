import { type UserRole, userRoleSchema } from '@interview-hub/contracts/users';
import { useMemo } from 'react';
import { useAuthToken } from './use-auth-token';

/** Base64url (no padding) to the UTF-8 text it encodes; throws on anything that is not base64url. */
function decodeBase64Url(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Error('not base64url');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The claims of a JWT's payload, read without checking the signature: good only for deciding what to show,
 * since the server verifies the token on every call. Null when the token is not a JWT with a JSON object payload.
 */
export function readTokenClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return Object.fromEntries(Object.entries(claims));
  } catch {
    return null;
  }
}

/** The `role` claim of the sign-in token (spec §6), or null when there is none or it names no known role. */
export function roleFromToken(token: string | null): UserRole | null {
  const parsed = userRoleSchema.safeParse(readTokenClaims(token)?.role);
  return parsed.success ? parsed.data : null;
}

/** The role claim of the stored token; re-renders when the token changes. */
export function useTokenRole(): UserRole | null {
  const token = useAuthToken();
  return useMemo(() => roleFromToken(token), [token]);
}

/** Where a signed-in user starts: an interviewer on 'My interviews', staff on the interviews list (spec §1). */
export function homePath(role: UserRole | null): string {
  return role === 'interviewer' ? '/my-interviews' : '/interviews';
}
