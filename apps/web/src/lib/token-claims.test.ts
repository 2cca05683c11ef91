import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from './auth-store';
import { readTokenClaims, roleFromToken, useTokenRole } from './token-claims';

/** A token shaped like the server's: header.payload.signature, each base64url without padding. */
function jwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe('token claims', () => {
  it('reads the role claim of a sign-in token', () => {
    expect(roleFromToken(jwt({ sub: '1', role: 'admin' }))).toBe('admin');
    expect(roleFromToken(jwt({ sub: '2', role: 'recruiter' }))).toBe('recruiter');
    expect(roleFromToken(jwt({ sub: '3', role: 'interviewer' }))).toBe('interviewer');
  });

  it('decodes base64url payloads whose text is not ASCII and whose length needs padding', () => {
    // '?' and '>' in plain base64 would be '/' and '+': base64url writes '_' and '-'.
    const claims = { sub: '7', name: 'Åsa Ødegård ✓', note: '??>>', role: 'admin' };
    const token = jwt(claims);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenClaims(token)).toEqual(claims);
  });

  it('answers no role for a missing, malformed or unknown claim', () => {
    expect(roleFromToken(null)).toBeNull();
    expect(roleFromToken('session-token')).toBeNull();
    expect(roleFromToken('a.%%%.c')).toBeNull();
    expect(roleFromToken(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(roleFromToken(jwt(['admin']))).toBeNull();
    expect(roleFromToken(jwt({ sub: '1' }))).toBeNull();
    expect(roleFromToken(jwt({ sub: '1', role: 'superuser' }))).toBeNull();
    expect(roleFromToken(jwt({ sub: '1', role: ['admin'] }))).toBeNull();
  });

  it('follows the stored token', () => {
    setToken(jwt({ sub: '2', role: 'recruiter' }));
    const { result, rerender } = renderHook(() => useTokenRole());
    expect(result.current).toBe('recruiter');
    setToken(jwt({ sub: '1', role: 'admin' }));
    rerender();
    expect(result.current).toBe('admin');
  });
});
