import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { loginAttempts } from '../../db/schema/index';

const GOOD = 'Str0ngPassword';

/** A fresh client address per test, so one test's attempts never count in another's. */
let lastOctet = 0;
const newIp = () => `198.51.100.${++lastOctet}`;

describe('sign-in and password-check limits', () => {
  const t = useTestApp();
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  /** Failed password checks recorded earlier in the window (what 100 guesses from elsewhere leave behind). */
  const failuresFrom = async (email: string, ips: string[], each: number) => {
    const rows = ips.flatMap((ip) => Array.from({ length: each }, () => ({ email, ip })));
    await t.db.insert(loginAttempts).values(rows);
  };

  it('lets at most 10 of 40 parallel sign-ins for one account from one IP check the password', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    const ip = newIp();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `Wrong${i}xx`), GOOD];
    const answers = await Promise.all(passwords.map((password) => login(user.email, password, ip)));
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(10);
    for (const limited of answers.filter((a) => a.statusCode === 429)) {
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('checks at most 10 of 30 parallel wrong passwords and the guesses after them, answering 429', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, `Wrong${i}xx`, ip)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Guesses that follow the burst get only the places it left: never more than 10 checked in all.
    const after = [];
    for (let i = 0; i < 11; i++) after.push((await login(user.email, `Later${i}xx`, ip)).statusCode);
    expect([...statuses, ...after].filter((s) => s === 401).length).toBe(10);
    expect(after.at(-1)).toBe(429);
  });

  it('keeps the owner signing in from another IP after 10 wrong passwords from one IP', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    const attacker = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, `Wrong${i}xx`, attacker)).statusCode).toBe(401);
    }
    const limited = await login(user.email, GOOD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.details.retry_after_seconds).toBeGreaterThan(800);
    expect((await login(user.email, GOOD, newIp())).statusCode).toBe(200);
  });

  it('stops guessing spread over many IPs at 100 failures per account in 15 minutes', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    await failuresFrom(
      user.email,
      Array.from({ length: 10 }, () => newIp()),
      10,
    );
    const res = await login(user.email, 'Wrong00xx', newIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect((await login(user.email, GOOD, newIp())).statusCode).toBe(429);
  });

  it('still lets the owner in from an IP they signed in from when the account-wide cap is reached', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    const home = newIp();
    await createSession({ db: t.db, jwtSecret: t.config.jwtSecret, user, ip: home });
    await failuresFrom(
      user.email,
      Array.from({ length: 10 }, () => newIp()),
      10,
    );
    expect((await login(user.email, GOOD, home)).statusCode).toBe(200);
  });

  it('limits one IP to 50 failed sign-ins in 15 minutes, whatever the accounts', async () => {
    const ip = newIp();
    await t.db
      .insert(loginAttempts)
      .values(Array.from({ length: 50 }, (_, i) => ({ email: `someone-${i}@example.test`, ip })));
    const user = await createUser(t.db, { passwordHash: await hashPassword(GOOD) });
    expect((await login(user.email, GOOD, ip)).statusCode).toBe(429);
    expect((await login(user.email, GOOD, newIp())).statusCode).toBe(200);
  });

  it('forgets attempts older than a day, every hundredth attempt', async () => {
    const ip = newIp();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60 * 1000);
    await t.db.insert(loginAttempts).values({ email: 'old@example.test', ip, createdAt: dayAndMinuteAgo });
    // The next attempt gets the next multiple of 100 as its id.
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('login_attempts', 'id'), (max(id) / 100 + 1) * 100 - 1) from login_attempts`,
    );
    expect((await login('old@example.test', 'Wrong1234', ip)).statusCode).toBe(401);
    const left = await t.db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));
    expect(left.map((row) => row.createdAt.getTime() > dayAndMinuteAgo.getTime())).toEqual([true]);
  });

  describe('POST /api/auth/change-password', () => {
    const change = (headers: { authorization: string }, current: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: 'N3wPassword!' },
        headers,
        remoteAddress: ip,
      });

    it('stops a stolen session guessing the current password after 10 wrong ones', async () => {
      const { headers } = await t.signIn('recruiter', { passwordHash: await hashPassword(GOOD) });
      const ip = newIp();
      for (let i = 0; i < 10; i++) expect((await change(headers, `Guess${i}xx`, ip)).statusCode).toBe(422);
      const limited = await change(headers, GOOD, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    });

    it('counts wrong current passwords toward the sign-in limit of the account and IP', async () => {
      const { user, headers } = await t.signIn('recruiter', { passwordHash: await hashPassword(GOOD) });
      const ip = newIp();
      for (let i = 0; i < 10; i++) expect((await change(headers, `Guess${i}xx`, ip)).statusCode).toBe(422);
      expect((await login(user.email, GOOD, ip)).statusCode).toBe(429);
    });
  });
});
