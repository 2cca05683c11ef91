import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const e2e = useE2E({ signInAs: [admin], smtp: true });

const waitForPath = (page: Page, path: RegExp) => page.waitForURL((url) => path.test(url.pathname));

describe("an interviewer's time zone and sign-in", () => {
  it('sets an interviewer’s time zone on their page and invites them to sign in, on a phone-sized screen', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/interviewers');
    await page.getByRole('button', { name: '+ New Interviewer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Interviewer' });
    await dialog.getByLabel('Name').fill('Kavya Zone');
    await dialog.getByLabel('Email').fill('kavya.zone@example.com');
    // The viewer's own zone is offered by default.
    expect(await dialog.getByRole('combobox', { name: 'Time Zone' }).inputValue()).toMatch(
      /^[\w/+-]+ \(UTC[+-]\d\d:\d\d\)$/,
    );
    await dialog.getByRole('button', { name: 'Create Interviewer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Kavya Zone' }).click();
    await waitForPath(page, /^\/interviewers\/\d+$/);
    await page.getByRole('region', { name: 'Details' }).getByRole('button', { name: 'Edit' }).click();
    const zone = page.getByRole('combobox', { name: 'Time Zone', exact: true });
    await zone.fill('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Asia/Kolkata (UTC+05:30)', { exact: true }).waitFor();

    const id = page.url().split('/').at(-1);
    const saved = await e2e.request(`/api/interviewers/${id}`, { token: e2e.token(admin) });
    expect(await saved.json()).toMatchObject({ timezone: 'Asia/Kolkata' });

    await page.getByText('No sign-in yet', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Invite to sign in' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    const mail = await e2e.waitForMail('kavya.zone@example.com');
    expect(mail.raw).toContain('Subject: You are invited to Interview Hub');
    // The invitation is sent once: asking again answers 409.
    const again = await e2e.request(`/api/interviewers/${id}/invite`, {
      method: 'POST',
      token: e2e.token(admin),
    });
    expect(again.status).toBe(409);
  });
});
