import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';
import { signInWithProvider } from './sign-in-with-provider';

describe('matching a Google identity to a user', () => {
  const t = useTestApp();
  const google = (identity: Partial<Parameters<typeof signInWithProvider>[0]['identity']>, hd?: string) =>
    signInWithProvider({
      db: t.db,
      identity: { sub: 'sub-1', email: undefined, emailVerified: true, hostedDomain: undefined, ...identity },
      persistSubject: true,
      requiredHostedDomain: hd,
    });

  it('matches by verified e-mail (any case) and remembers the subject', async () => {
    const user = await createUser(t.db, { email: 'Mixed.Case@Example.test' });
    const outcome = await google({ sub: 'g-123', email: 'mixed.case@example.test' });
    expect(outcome).toMatchObject({ ok: true, user: { id: user.id } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSub).toBe('g-123');
    expect(await google({ sub: 'g-123', email: 'changed@elsewhere.test' })).toMatchObject({ ok: true });
  });

  it('never creates an account for an unknown e-mail', async () => {
    const outcome = await google({ sub: 'g-unknown', email: 'nobody@example.test' });
    expect(outcome).toEqual({
      ok: false,
      reason: 'No account exists for nobody@example.test. Ask an administrator to invite you.',
    });
    const rows = await t.db.select().from(users).where(eq(users.email, 'nobody@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unverified e-mail', async () => {
    const user = await createUser(t.db);
    const outcome = await google({ sub: 'g-unverified', email: user.email, emailVerified: false });
    expect(outcome.ok).toBe(false);
  });

  it('refuses an e-mail already linked to another Google account', async () => {
    const user = await createUser(t.db, { googleSub: 'g-original' });
    const outcome = await google({ sub: 'g-other', email: user.email });
    expect(outcome).toEqual({ ok: false, reason: 'This account is linked to a different Google account.' });
  });

  it('refuses a blocked user', async () => {
    const user = await createUser(t.db, { status: 'blocked' });
    expect(await google({ sub: 'g-blocked', email: user.email })).toEqual({
      ok: false,
      reason: 'Your account is blocked. Contact an administrator.',
    });
  });

  it('requires the configured hosted domain', async () => {
    const user = await createUser(t.db);
    expect(
      await google({ sub: 'g-hd', email: user.email, hostedDomain: 'other.test' }, 'agency.test'),
    ).toEqual({
      ok: false,
      reason: 'Sign in with your agency.test account.',
    });
    expect(
      await google({ sub: 'g-hd', email: user.email, hostedDomain: 'agency.test' }, 'agency.test'),
    ).toMatchObject({
      ok: true,
    });
  });
});
