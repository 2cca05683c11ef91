import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { issueAuthToken } from '../../auth/auth-tokens';
import { hashPassword } from '../../auth/passwords';
import { authTokens, users } from '../../db/schema/index';

const GOOD = 'Str0ngPassword';

describe('password sign-in, set-password and change-password', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const profileStatus = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  describe('POST /api/auth/login', () => {
    it('answers alike for an unknown e-mail and a wrong password', async () => {
      const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
      const wrong = await post('/api/auth/login', { email: user.email, password: 'Wrong1234' });
      const unknown = await post('/api/auth/login', {
        email: 'nobody-here@example.test',
        password: 'Wrong1234',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('signs in with the right password and records the time', async () => {
      const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
      const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: GOOD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, email: user.email });
      expect(await profileStatus(res.json().token)).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.lastLogin).toBeInstanceOf(Date);
    });

    it('refuses a blocked user even with the right password', async () => {
      const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD), status: 'blocked' });
      const res = await post('/api/auth/login', { email: user.email, password: GOOD });
      expect(res.statusCode).toBe(403);
    });

    it('locks an account for a while after 10 failures, with the time to wait', async () => {
      const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
      for (let i = 0; i < 10; i++) {
        expect(
          (await post('/api/auth/login', { email: user.email, password: `Wrong${i}xx` })).statusCode,
        ).toBe(401);
      }
      const res = await post('/api/auth/login', { email: user.email, password: GOOD });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      expect(res.json().error.code).toBe('RATE_LIMITED');
    });
  });

  describe('POST /api/auth/set-password', () => {
    it('sets the password from an invitation link and signs the user in', async () => {
      const user = await createUser(t.db);
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
      const res = await post('/api/auth/set-password', { token, password: GOOD });
      expect(res.statusCode).toBe(200);
      expect(await profileStatus(res.json().token)).toBe(200);
      expect((await post('/api/auth/login', { email: user.email, password: GOOD })).statusCode).toBe(200);
    });

    it('stores only the hash of a link token', async () => {
      const user = await createUser(t.db);
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
      const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    });

    it('refuses a link used once already', async () => {
      const user = await createUser(t.db);
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
      expect((await post('/api/auth/set-password', { token, password: GOOD })).statusCode).toBe(200);
      const again = await post('/api/auth/set-password', { token, password: `${GOOD}x` });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(
        'This link is invalid, expired or already used. Ask an administrator for a new one.',
      );
    });

    it('refuses an expired link and an unknown one', async () => {
      const user = await createUser(t.db);
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
      await t.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user.id));
      expect((await post('/api/auth/set-password', { token, password: GOOD })).statusCode).toBe(400);
      expect((await post('/api/auth/set-password', { token: 'made-up', password: GOOD })).statusCode).toBe(
        400,
      );
    });

    it('voids the older link when a new one is issued', async () => {
      const user = await createUser(t.db);
      const first = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
      const second = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
      expect((await post('/api/auth/set-password', { token: first, password: GOOD })).statusCode).toBe(400);
      expect((await post('/api/auth/set-password', { token: second, password: GOOD })).statusCode).toBe(200);
    });

    it('applies the password policy with the spec messages', async () => {
      const user = await createUser(t.db);
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'invitation' });
      const cases: [string, string][] = [
        ['Ab1', 'Password must be at least 8 characters long'],
        ['lowercase1', 'Password must contain at least one uppercase letter'],
        ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
        ['NoDigitsHere', 'Password must contain at least one number'],
      ];
      for (const [password, message] of cases) {
        const res = await post('/api/auth/set-password', { token, password });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(message);
      }
    });

    it('ends the sessions the user had before', async () => {
      const { user, headers } = await t.signIn('recruiter');
      const token = await issueAuthToken({ db: t.db, userId: user.id, kind: 'password_reset' });
      expect((await post('/api/auth/set-password', { token, password: GOOD })).statusCode).toBe(200);
      expect(await profileStatus(headers.authorization.slice(7))).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { user, headers } = await t.signIn('interviewer', { passwordHash: await hashPassword(GOOD) });
      const other = await t.authHeader(user);
      const res = await post(
        '/api/auth/change-password',
        { current_password: GOOD, new_password: 'N3wPassword!' },
        headers,
      );
      expect(res.statusCode).toBe(200);
      expect(await profileStatus(headers.authorization.slice(7))).toBe(200);
      expect(await profileStatus(other.authorization.slice(7))).toBe(401);
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'N3wPassword!' })).statusCode,
      ).toBe(200);
    });

    it('refuses a wrong current password', async () => {
      const { headers } = await t.signIn('recruiter', { passwordHash: await hashPassword(GOOD) });
      const res = await post(
        '/api/auth/change-password',
        { current_password: 'Nope12345', new_password: 'N3wPassword!' },
        headers,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe('Current password is incorrect');
    });

    it('refuses a weak new password and an anonymous caller', async () => {
      const { headers } = await t.signIn('recruiter', { passwordHash: await hashPassword(GOOD) });
      const weak = await post(
        '/api/auth/change-password',
        { current_password: GOOD, new_password: 'short' },
        headers,
      );
      expect(weak.statusCode).toBe(400);
      const anonymous = await post('/api/auth/change-password', {
        current_password: GOOD,
        new_password: 'N3wPassword!',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
