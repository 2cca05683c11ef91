import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const e2e = useE2E({ signInAs: [admin] });

const waitForPath = (page: Page, path: RegExp) => page.waitForURL((url) => path.test(url.pathname));
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('records', () => {
  it('creates an interviewer with a tech stack, edits it (the phone formats itself) and finds it in the list', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/interviewers');
    await page.getByRole('heading', { name: 'Interviewers' }).waitFor();

    await page.getByRole('button', { name: '+ New Interviewer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Interviewer' });
    await dialog.getByLabel('Name').fill('Zoe Journey');
    await dialog.getByLabel('Email').fill('zoe.journey@example.com');
    const tags = dialog.getByRole('combobox', { name: 'Tech Stack' });
    await tags.fill('Elixir');
    await tags.press('Enter');
    await tags.fill('Phoenix');
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Create Interviewer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Zoe Journey' }).click();
    await waitForPath(page, /^\/interviewers\/\d+$/);
    await page.getByRole('heading', { name: 'Zoe Journey' }).waitFor();
    await page.getByText('Elixir', { exact: true }).waitFor();

    // The Details card's Edit: the Pay card has one too.
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('button', { name: 'Edit' }).click();
    const phone = page.getByLabel('Phone');
    await phone.pressSequentially('14155550123');
    expect(await phone.inputValue()).toBe('+1 415 555 0123');
    await page.getByLabel('Price ($/hr)').fill('120');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('+1 415 555 0123', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Edit' }).waitFor();

    const id = page.url().split('/').at(-1);
    const saved = await e2e.request(`/api/interviewers/${id}`, { token: e2e.token(admin) });
    expect(await saved.json()).toMatchObject({
      phone: '+1 415 555 0123',
      price: 120,
      tech_stack: ['Elixir', 'Phoenix'],
    });

    await page.getByRole('link', { name: '← Back to interviewers' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Zoe Journey' });
    await row.getByText('$120').waitFor();
    await row.getByText('Phoenix').waitFor();
  });

  it('saves a candidate location that is still there after a reload', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/candidates');
    await page.getByRole('heading', { name: 'Candidates' }).waitFor();
    const first = page.getByRole('row').nth(1).getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await waitForPath(page, /^\/candidates\/\d+$/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByTestId('candidate-note').first().waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Location').fill('Reykjavík, Iceland');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Reykjavík, Iceland', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Reykjavík, Iceland', { exact: true }).waitFor();
  });

  it('keeps the positions filter, page size and page in the URL', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/positions');
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    await page.getByText(/^Showing 1-\d+ of \d+$/).waitFor();

    // The filter's box opens its list; its inner field is a zero-width focus target.
    await page.getByRole('combobox', { name: 'Status' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Filled' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'active,filled');
    expect(searchOf(page)).toMatchObject({ status: 'active,filled', page: '1', perPage: '20' });
    await page.getByRole('cell', { name: 'Filled' }).first().waitFor();

    await page.reload();
    await page.getByRole('cell', { name: 'Filled' }).first().waitFor();
    expect(searchOf(page).status).toBe('active,filled');

    await page.goto('/positions?status=cancelled,bogus&perPage=50&page=40&sortBy=status&sortOrder=desc');
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    expect(searchOf(page)).toMatchObject({
      status: 'cancelled',
      perPage: '50',
      sortBy: 'status',
      sortOrder: 'desc',
    });
    await page.getByText('Page 1 of 1').waitFor();
  });
});
