import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, verifySessionToken } from './jwt';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = { userId: 7, sessionId: '0b5e3f0e-4d7a-4a53-9b8e-3f0f2c1d6a11', role: 'recruiter' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('verifies its own tokens, again and again, and refuses them under another secret', async () => {
    const token = await signSessionToken(secret, claims, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(secret, token)).toEqual(claims);
    expect(await verifySessionToken(secret, token)).toEqual(claims);
    expect(await verifySessionToken(`${secret}-other`, token)).toBeNull();
  });

  it('refuses a tampered token and a token past its expiry, even one it verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const token = await signSessionToken(secret, claims, new Date('2026-11-22T10:01:00Z'));
    expect(await verifySessionToken(secret, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(await verifySessionToken(secret, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    expect(await verifySessionToken(secret, token)).toBeNull();
    expect(await verifySessionToken(secret, token)).toBeNull();
  });
});
