import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createHttpSession } from '../../../test/http-session';
import { useListeningApp } from '../../../test/listening-app';
import { users } from '../../db/schema/index';
import { insertOutboundEmail } from '../../integrations/mail/outbox.repository';

describe('sign-in through the development OpenID Connect issuer', () => {
  const t = useListeningApp();

  async function pickUserOnIssuerPage(userId: number, email: string) {
    const browser = createHttpSession(t.baseUrl);
    const start = await browser.request('/api/auth/google/login');
    expect(start.status).toBe(302);
    const authorize = new URL(String(start.headers.get('location')));
    expect(authorize.pathname).toBe('/dev-oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const toPage = await browser.follow(authorize.pathname + authorize.search, '/dev-oidc/interaction/');
    const page = await browser.request(toPage.location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(email);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const chosen = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: String(userId) }).toString(),
    });
    expect(chosen.status).toBe(303);
    const back = await browser.follow(String(chosen.headers.get('location')), '/api/auth/google/callback');
    return { browser, callback: back.location };
  }

  it('lists the newest e-mails with their links on the sign-in page, for an invited user to follow', async () => {
    await insertOutboundEmail(t.database.db, {
      to: 'new.hire@example.test',
      subject: 'You are invited to Interview Hub',
      text: `Set your password: ${t.baseUrl}/set-password?token=abc123\nThe link is valid for 72 hours.`,
    });
    const browser = createHttpSession(t.baseUrl);
    const start = await browser.request('/api/auth/google/login');
    const authorize = new URL(String(start.headers.get('location')));
    const toPage = await browser.follow(authorize.pathname + authorize.search, '/dev-oidc/interaction/');
    const html = await (await browser.request(toPage.location)).text();
    expect(html).toContain('Recent e-mails');
    expect(html).toContain('You are invited to Interview Hub');
    expect(html).toContain('to new.hire@example.test');
    expect(html).toContain(`<a href="${t.baseUrl}/set-password?token=abc123">`);
  });

  it('signs an existing user in and lands on /auth/callback with a working token', async () => {
    const user = await createUser(t.database.db, { role: 'recruiter', name: 'Greta Google' });
    const { browser, callback } = await pickUserOnIssuerPage(user.id, user.email);
    const done = await browser.request(callback);
    expect(done.status).toBe(302);
    const landing = new URL(String(done.headers.get('location')), t.baseUrl);
    expect(landing.pathname).toBe('/auth/callback');
    const token = String(landing.searchParams.get('token'));
    const profile = await fetch(`${t.baseUrl}/api/auth/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: user.id, email: user.email });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
    expect(row?.googleSub).toBeNull();
  });

  it('sends a user blocked meanwhile back to /login with the reason, without a session', async () => {
    const user = await createUser(t.database.db, { role: 'interviewer' });
    const { browser, callback } = await pickUserOnIssuerPage(user.id, user.email);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const done = await browser.request(callback);
    const landing = new URL(String(done.headers.get('location')), t.baseUrl);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('Your account is blocked. Contact an administrator.');
  });

  it('refuses a callback whose state does not match the browser that started sign-in', async () => {
    const user = await createUser(t.database.db, { role: 'admin' });
    const { callback } = await pickUserOnIssuerPage(user.id, user.email);
    const stranger = createHttpSession(t.baseUrl);
    const done = await stranger.request(callback);
    const landing = new URL(String(done.headers.get('location')), t.baseUrl);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('Your sign-in attempt expired. Please try again.');
  });

  it('does not list blocked users on the issuer page', async () => {
    const blocked = await createUser(t.database.db, { status: 'blocked' });
    const browser = createHttpSession(t.baseUrl);
    const start = await browser.request('/api/auth/google/login');
    const authorize = new URL(String(start.headers.get('location')));
    const toPage = await browser.follow(authorize.pathname + authorize.search, '/dev-oidc/interaction/');
    const html = await (await browser.request(toPage.location)).text();
    expect(html).not.toContain(blocked.email);
  });
});
