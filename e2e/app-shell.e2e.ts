import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const recruiter = 'recruiter@example.com';
/** A session of its own for the logout journey, which revokes it. */
const adminToLogOut = 'admin@example.com#logout';

const e2e = useE2E({ signInAs: [admin, recruiter, adminToLogOut] });

const sidebarLinks = [
  'Interviews',
  'Positions',
  'Templates',
  'Feedbacks',
  'Interviewers',
  'Candidates',
  'Clients',
  'Profile',
  'Logout',
];

const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Opens a protected page and waits until the profile has been fetched, so role-dependent links have settled. */
async function openSignedIn(page: Page, path: string): Promise<void> {
  const profile = page.waitForResponse((response) => response.url().endsWith('/api/auth/profile'));
  await page.goto(path);
  expect((await profile).status()).toBe(200);
  await sidebarLink(page, 'Interviews').first().waitFor();
}

describe('signing in through the callback', () => {
  it('stores the token and lands on the interviews inside the layout', async () => {
    const page = await e2e.newPage();
    const token = e2e.token(admin);
    await page.goto(`/auth/callback?token=${encodeURIComponent(token)}`);
    await waitForPath(page, '/interviews');
    expect(await storedToken(page)).toBe(token);
    for (const name of sidebarLinks) await sidebarLink(page, name).first().waitFor();
  });

  it('sends a signed-in visitor of the landing page to the interviews', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/');
    await waitForPath(page, '/interviews');
    await sidebarLink(page, 'Interviews').first().waitFor();
  });
});

describe('sidebar', () => {
  it('collapses and expands', async () => {
    const page = await e2e.newPage({ as: admin });
    await openSignedIn(page, '/interviews');
    const label = page.getByText('Positions', { exact: true }).first();
    await label.waitFor({ state: 'visible' });
    const toggle = page
      .getByRole('button', { name: /collapse|expand|toggle|sidebar|navigation|menu/i })
      .first();
    await toggle.click();
    await label.waitFor({ state: 'hidden' });
    await toggle.click();
    await label.waitFor({ state: 'visible' });
  });

  it('shows User Management to an admin', async () => {
    const page = await e2e.newPage({ as: admin });
    await openSignedIn(page, '/interviews');
    await page.getByText('Ada Admin').first().waitFor();
    await sidebarLink(page, 'User Management').first().waitFor();
  });

  it('hides User Management from a recruiter', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await openSignedIn(page, '/interviews');
    // The name comes with the same profile as the role: once it shows, the links have settled.
    await page.getByText('Rita Recruiter').first().waitFor();
    await sidebarLink(page, 'Clients').first().waitFor();
    expect(await sidebarLink(page, 'User Management').count()).toBe(0);
  });
});

describe('logout', () => {
  it('clears the token, shows the sign-in page and ends the session on the server', async () => {
    const token = e2e.token(adminToLogOut);
    expect((await e2e.request('/api/auth/profile', { token })).status).toBe(200);
    const page = await e2e.newPage({ as: adminToLogOut });
    await openSignedIn(page, '/interviews');

    await sidebarLink(page, 'Logout').first().click();
    await waitForPath(page, '/login');
    await page.getByText('Sign in with Google').first().waitFor();
    expect(await storedToken(page)).toBeNull();
    expect((await e2e.request('/api/auth/profile', { token })).status).toBe(401);

    await page.goto('/interviews');
    await waitForPath(page, '/login');
  });
});
