import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

/** The quoted-printable soft breaks and escapes of a raw message, undone enough to read a link. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('signing in', () => {
  const e2e = useE2E({ signInAs: ['admin@example.com'], smtp: true });

  it('signs in through the development OpenID issuer: button → issuer page → pick a user → /interviews', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/dev-oidc\/interaction\//);
    await page.getByRole('button', { name: /Rita Recruiter/ }).click();
    await page.waitForURL(/\/interviews$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByText('Rita Recruiter').first().waitFor();
  });

  it('says on /login that the link was invalid when the callback brings a token the server refuses', async () => {
    const page = await e2e.newPage({ allowErrors: [/status of 401/] });
    await page.goto('/auth/callback?token=not.a-real.token');
    await page.waitForURL(/\/login\?error=/);
    await page.getByText('The sign-in link was invalid or expired. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('refuses a user who was blocked meanwhile and says why on /login', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/dev-oidc\/interaction\//);
    const admin = e2e.token('admin@example.com');
    const users = (await (
      await e2e.request('/api/admin/users?search=recruiter@example.com', { token: admin })
    ).json()) as {
      data: { id: number; email: string }[];
    };
    const rita = users.data.find((u) => u.email === 'recruiter@example.com');
    expect(
      (await e2e.request(`/api/admin/users/${rita?.id}/block`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    try {
      await page.getByRole('button', { name: /Rita Recruiter/ }).click();
      await page.waitForURL(/\/login\?error=/);
      await page.getByText('Your account is blocked. Contact an administrator.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await e2e.request(`/api/admin/users/${rita?.id}/unblock`, { method: 'POST', token: admin });
    }
  });

  it('invites a user by e-mail; the link sets a password and signs the new user in', async () => {
    const admin = await e2e.newPage({ as: 'admin@example.com' });
    await admin.goto('/users');
    await admin.getByRole('button', { name: 'Create User' }).click();
    const email = `invitee-${Date.now()}@example.test`;
    await admin.getByLabel('Name').fill('Ivy Invitee');
    await admin.getByLabel('Email').fill(email);
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /Create/ })
      .click();
    const message = await e2e.waitForMail(email);
    const link = /https?:\/\/[^\s"<>]+\/set-password\?token=[A-Za-z0-9_-]+/.exec(
      decodeQuotedPrintable(message.raw),
    )?.[0];
    expect(link).toBeTruthy();

    const invitee = await e2e.newPage();
    await invitee.goto(String(link));
    await invitee.getByLabel('New Password', { exact: true }).fill('Welcome2Hub!');
    await invitee.getByLabel('Confirm Password', { exact: true }).fill('Welcome2Hub!');
    await invitee.getByRole('button', { name: 'Set Password & Sign In' }).click();
    await invitee.waitForURL(/\/interviews$/);
    await invitee.getByText('Ivy Invitee').first().waitFor();
  });
});
