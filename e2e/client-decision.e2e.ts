import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const recruiter = 'recruiter@example.com';
const e2e = useE2E({ signInAs: [recruiter] });

type Row = {
  id: number;
  has_feedback: boolean;
  client_decision: string | null;
  candidate: { id: number; name: string };
  job: { id: number; title: string };
};

/** Where the journey leaves its screenshots of the card, to look at. */
const shot = (name: string) => join(tmpdir(), `interview-hub-e2e-client-decision-${name}.png`);

/** The row of the interview in a record page's interviews table: the one whose View link opens it. */
const rowOf = (page: Page, id: number) =>
  page.locator('tr').filter({ has: page.locator(`a[href="/interviews/${id}"]`) });

const card = (page: Page) =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name: "Client's decision" }) });

describe("the client's decision", () => {
  let interview: Row;

  // A demo interview with its feedback in and no decision yet (the demo decides about half of them).
  beforeAll(async () => {
    const response = await e2e.request('/api/interviews?status=completed&sort_order=desc&limit=100', {
      token: e2e.token(recruiter),
    });
    const { data } = (await response.json()) as { data: Row[] };
    const open = data.find((row) => row.has_feedback && row.client_decision === null);
    if (!open) throw new Error('the demo data has no completed interview without a decision');
    interview = open;
  });

  it('a recruiter records Advanced on an interview with feedback and sees it on the candidate and the position', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/interviews/${interview.id}`);
    await card(page).getByRole('button', { name: "Record the client's decision" }).click();
    const dialog = page.getByRole('dialog', { name: "Client's decision" });
    await dialog.getByRole('combobox', { name: /^Decision/ }).click();
    await page.getByRole('option', { name: 'Advanced' }).click();
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill('Second round with the CTO');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page).getByText('Advanced', { exact: true }).waitFor();
    await card(page).getByText('Second round with the CTO').waitFor();
    await card(page)
      .getByText(/^Recorded by Rita Recruiter on /)
      .waitFor();
    await page.getByText("Client's decision recorded").waitFor();
    await page.screenshot({ path: shot('1440'), fullPage: true });

    await page.getByRole('link', { name: interview.candidate.name }).first().click();
    await page.getByRole('heading', { name: interview.candidate.name, level: 1 }).waitFor();
    await rowOf(page, interview.id).getByText('Advanced', { exact: true }).waitFor();

    await page.goto(`/positions/${interview.job.id}`);
    await rowOf(page, interview.id).getByText('Advanced', { exact: true }).waitFor();
  });

  it('is changed by keyboard on a phone, the card fitting the screen', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/interviews/${interview.id}`);
    const change = card(page).getByRole('button', { name: 'Change' });
    await change.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card(page).screenshot({ path: shot('390-card') });

    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Client's decision" });
    const decision = dialog.getByRole('combobox', { name: /^Decision/ });
    await decision.waitFor();
    // The dialog opens on the decision: arrows move through the options, Enter picks one.
    await expect.poll(() => decision.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Hired' }).waitFor();
    const highlighted = page.locator('[data-combobox-selected]');
    for (let step = 0; step < 4 && (await highlighted.textContent()) !== 'Hired'; step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => decision.inputValue()).toBe('Hired');
    await page.screenshot({ path: shot('390-dialog') });
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await card(page).getByText('Hired', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
