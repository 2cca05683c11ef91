import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const e2e = useE2E();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

describe('landing page', () => {
  it('shows the figures and the three feature cards', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    for (const figure of ['15k+', '67%', '4.9/5']) {
      await page.getByText(figure, { exact: true }).first().waitFor();
    }
    // The three promises of the landing copy (spec §1): scheduling, feedback templates, applicant-tracking sync.
    for (const feature of [/scheduling/i, /feedback template/i, /sync/i]) {
      await page.getByText(feature).first().waitFor();
    }
  });

  it('leads from Get Started to the sign-in page', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Get Started' })
      .or(page.getByRole('link', { name: 'Get Started' }))
      .click();
    await waitForPath(page, '/login');
  });

  it('leads from Sign In to the sign-in page', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Sign In', exact: true })
      .or(page.getByRole('link', { name: 'Sign In', exact: true }))
      .click();
    await waitForPath(page, '/login');
  });

  it('is served with a Content-Security-Policy that allows no inline scripts', async () => {
    const response = await e2e.request('/');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSources = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSources, `script-src in "${policy}"`).toBeDefined();
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });
});

describe('sign-in page', () => {
  it('offers exactly one way in, Sign in with Google, and no password field', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    const google = page
      .getByRole('button', { name: 'Sign in with Google' })
      .or(page.getByRole('link', { name: 'Sign in with Google' }));
    await google.first().waitFor();
    expect(await google.count()).toBe(1);
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.getByLabel(/password/i).count()).toBe(0);
  });
});

describe('sign-in callback', () => {
  it('goes to the sign-in page when the link carries no token', async () => {
    const page = await e2e.newPage({ allowErrors: [/No token received/] });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/auth/callback');
    await waitForPath(page, '/login');
    expect(logged.some((text) => text.includes('No token received'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('signed out', () => {
  it('redirects a protected page to the sign-in page', async () => {
    const page = await e2e.newPage();
    for (const path of ['/interviews', '/candidates', '/profile']) {
      await page.goto(path);
      await waitForPath(page, '/login');
      expect(pathOf(page)).toBe('/login');
    }
  });
});

describe('set-password page', () => {
  it('explains a missing invitation token and disables the form', async () => {
    const page = await e2e.newPage();
    await page.goto('/set-password');
    await page.getByText('Invalid or missing token. Please check your invitation link.').waitFor();
    const submit = page.getByRole('button', { name: 'Set Password & Sign In' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
  });
});

describe('unknown paths', () => {
  it('shows 404 — Not Found', async () => {
    const page = await e2e.newPage();
    await page.goto('/no-such-page/at-all');
    await page.getByText('404 — Not Found').waitFor();
    await page.getByText('The page you are looking for does not exist.').waitFor();
    expect(pathOf(page)).toBe('/no-such-page/at-all');
  });
});
