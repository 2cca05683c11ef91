import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { sessions, users } from '../db/schema/index';

describe('sessions', () => {
  const t = useTestApp();

  it('answers 401 in the error format without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } });
  });

  it('returns the signed-in user without secrets', async () => {
    const { user, headers } = await t.signIn('recruiter', { name: 'Rita', passwordHash: 'secret-hash' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      name: 'Rita',
      email: user.email,
      role: 'recruiter',
      status: 'active',
    });
    expect(JSON.stringify(body)).not.toContain('secret-hash');
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const { user } = await t.signIn('admin');
    const forged = await new SignJWT({ sid: crypto.randomUUID(), role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('interview-hub')
      .setAudience('interview-hub-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret!!'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(user.id), role: 'admin' }),
    ).toString('base64url')}.`;
    for (const token of [forged, unsigned, 'garbage']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('stops a session at once when it is logged out', async () => {
    const { headers } = await t.signIn('interviewer');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(res.statusCode).toBe(401);
  });

  it('stops every session of a user who is blocked', async () => {
    const { user, headers } = await t.signIn('recruiter');
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { user, headers } = await t.signIn('recruiter');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(res.statusCode).toBe(401);
  });
});
