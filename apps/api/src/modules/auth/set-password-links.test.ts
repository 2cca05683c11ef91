import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { issueAuthToken } from '../../auth/auth-tokens';
import { hashPassword } from '../../auth/passwords';

// Counts the argon2id hashes a request costs (each takes 19 MiB), while still hashing for real.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../auth/passwords')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const GOOD = 'Str0ngPassword';
const INVALID_LINK = 'This link is invalid, expired or already used. Ask an administrator for a new one.';

let lastOctet = 0;
const newIp = () => `203.0.113.${++lastOctet}`;

describe('invitation and reset links', () => {
  const t = useTestApp();
  const setPassword = (token: string, ip = newIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: GOOD },
      remoteAddress: ip,
    });

  it('refuses a made-up link without hashing the password', async () => {
    vi.mocked(hashPassword).mockClear();
    const res = await setPassword('made-up-token-0123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_LINK);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('limits one IP to 20 tries with invalid links in 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await setPassword(`made-up-${i}`, ip)).statusCode).toBe(400);
    const limited = await setPassword('made-up-20', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // A real link from another address is not held up by it.
    const user = await createUser(t.db);
    const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('does not count a link that worked toward the limit', async () => {
    const ip = newIp();
    for (let i = 0; i < 19; i++) expect((await setPassword(`made-up-${i}`, ip)).statusCode).toBe(400);
    const user = await createUser(t.db);
    const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
    expect((await setPassword(token, ip)).statusCode).toBe(200);
    expect((await setPassword('made-up-19', ip)).statusCode).toBe(400);
  });

  it('voids the invitation link once a reset link has set the password', async () => {
    const user = await createUser(t.db);
    const invitation = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
    const reset = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
    expect((await setPassword(reset)).statusCode).toBe(200);
    const old = await setPassword(invitation);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(INVALID_LINK);
  });

  it('voids the reset link once the invitation link has set the password', async () => {
    const user = await createUser(t.db);
    const reset = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
    const invitation = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
    expect((await setPassword(invitation)).statusCode).toBe(200);
    expect((await setPassword(reset)).statusCode).toBe(400);
  });

  it('voids unused links of both kinds when the password is changed', async () => {
    const { user, headers } = await t.signIn('recruiter', {
      passwordHash: await hashPassword(GOOD),
    });
    const invitation = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
    const reset = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: GOOD, new_password: 'N3wPassword!' },
      headers,
    });
    expect(changed.statusCode).toBe(200);
    expect((await setPassword(invitation)).statusCode).toBe(400);
    expect((await setPassword(reset)).statusCode).toBe(400);
  });
});
