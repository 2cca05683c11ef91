import type { InterviewSummary } from '@interview-hub/contracts/interview-summary';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const recruiter = 'recruiter@example.com';
const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [recruiter, interviewer] });

/** The summary as the page's browser asks it: in the browser's own zone. */
async function summaryFor(page: Page): Promise<InterviewSummary> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await e2e.request(`/api/interviews/summary?timezone=${encodeURIComponent(zone)}`, {
    token: e2e.token(recruiter),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InterviewSummary;
}

/** The list's total, as its pager says it ("1 - 20 / 45"). */
async function listTotal(page: Page, count: number) {
  if (count === 0) {
    await page.getByText('No interviews match these filters').waitFor();
    return;
  }
  await page.getByText(new RegExp(`/ ${count}$`)).waitFor();
}

describe('the summary strip on the interviews screen', () => {
  it('shows a recruiter the numbers and opens a number as the filtered list, at phone width', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForURL(/\/interviews$/);
    const strip = page.getByRole('navigation', { name: 'Summary' });
    const week = strip.getByRole('link', { name: /This week/ });
    await week.waitFor();
    const summary = await summaryFor(page);
    expect(await week.textContent()).toBe(`This week${summary.this_week.count}`);
    expect(await strip.getByRole('link', { name: /Feedback overdue/ }).textContent()).toBe(
      `Feedback overdue${summary.feedback_overdue.count}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await week.click();
    await page.waitForURL(/view=all&status=.*&from=.*&to=/);
    await listTotal(page, summary.this_week.count);
    // The filter shows in the controls: the week in the dates field, the statuses picked, and a way to clear
    // them.
    const day = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const weekRange = `${day(summary.this_week.date_from)} – ${day(summary.this_week.date_to)}`;
    await page.getByText(weekRange, { exact: true }).waitFor();
    await page.getByText('Interviewer no-show', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(/\/interviews\?view=all$/);
  });

  it('reaches a number by keyboard: Tab to Feedback overdue, Enter opens the overdue list', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/interviews');
    const overdue = page
      .getByRole('navigation', { name: 'Summary' })
      .getByRole('link', { name: /Feedback overdue/ });
    await overdue.waitFor();
    const summary = await summaryFor(page);
    let focused = false;
    for (let i = 0; i < 40 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await overdue.evaluate((element) => element === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/interviews\?view=all&overdue=1$/);
    await page
      .getByRole('switch', { name: 'Feedback overdue', checked: true })
      .waitFor({ state: 'attached' });
    await listTotal(page, summary.feedback_overdue.count);
  });

  it('is not shown to an interviewer', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/interviews');
    await page.getByRole('heading', { name: 'Scheduled Interviews' }).waitFor();
    await page.getByRole('row').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Summary' }).count()).toBe(0);
  });
});
