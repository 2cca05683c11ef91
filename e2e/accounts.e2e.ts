import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const recruiter = 'recruiter@example.com';

const e2e = useE2E({ signInAs: [admin, recruiter] });

/** The user's status as the server has it. */
async function statusOf(id: string): Promise<string> {
  const response = await e2e.request(`/api/admin/users/${id}`, { token: e2e.token(admin) });
  expect(response.status).toBe(200);
  const user = (await response.json()) as { status: string };
  return user.status;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('user management', () => {
  it('creates a user, opens them, blocks them after confirming and unblocks them', async () => {
    const page = await e2e.newPage({ as: admin });
    const name = `Nora Newcomer ${Date.now().toString(36)}`;
    const email = `nora.${Date.now()}@example.com`;

    await page.goto('/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('link', { name: 'Rita Recruiter' }).waitFor();

    await button(page, 'Create User').click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page.getByText(`An invitation email was sent to ${email}.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const link = page.getByRole('link', { name });
    await link.click();
    await page.waitForURL(/\/users\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Recruiter', { exact: true }).waitFor();

    await button(page, 'Block').click();
    const confirm = page.getByRole('dialog', { name: 'Block user' });
    await confirm.waitFor();
    expect(await statusOf(id)).toBe('active');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await button(page, 'Unblock').waitFor();
    expect(await statusOf(id)).toBe('blocked');

    await button(page, 'Unblock').click();
    await button(page, 'Block').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await statusOf(id)).toBe('active');
  });

  it('tells a recruiter they have no access', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/users');
    await page.getByText('You do not have access to User Management').waitFor();
  });

  // The invitation journey (e-mail → link → password → signed in) is in sign-in.e2e.ts, with an SMTP sink.
});

describe('profile', () => {
  it("shows the server's message when a user without a password tries to change it", async () => {
    const page = await e2e.newPage({ as: admin, allowErrors: [/status of 422/] });
    await page.goto('/profile');
    await page.getByText('admin@example.com').first().waitFor();

    await page.getByLabel('Current Password', { exact: true }).fill('Anything1');
    await page.getByLabel('New Password', { exact: true }).fill('BrandNew12!');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('BrandNew12!');
    await button(page, 'Change Password').click();

    await page.getByText('Your account has no password yet.', { exact: false }).waitFor();
    expect(await page.getByText('Password changed successfully!').count()).toBe(0);
  });
});
