import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const recruiter = 'recruiter@example.com';
const e2e = useE2E({ signInAs: [admin, recruiter] });

/** Where the journey leaves its screenshot of the wizard on a phone, to look at. */
const phoneScreenshot = join(tmpdir(), 'interview-hub-e2e-wizard-390.png');

/**
 * Syncs the fake Manatal's 300 candidates (60 seeded ones are there already) and answers the candidate that sorts
 * last by name: far beyond the first page of the wizard's candidate list.
 */
async function lastCandidateAfterSync(): Promise<{ name: string }> {
  const sync = await e2e.request('/api/sync/candidates/manual', { method: 'POST', token: e2e.token(admin) });
  expect(sync.status).toBe(200);
  const last = await e2e.request('/api/candidates?limit=1&sort_by=name&sort_order=desc', {
    token: e2e.token(recruiter),
  });
  const body = (await last.json()) as { data: { name: string }[]; meta: { total: number } };
  expect(body.meta.total).toBeGreaterThan(300);
  const [candidate] = body.data;
  if (!candidate) throw new Error('no candidates after the sync');
  return candidate;
}

/**
 * A booking may collide with a seeded interview (the journey then confirms 'Book anyway'), and the Manatal
 * refresh of an imported candidate has no Manatal to ask on the test server; the browser logs both answers.
 */
const allowErrors = [/status of 409/, /candidates\/import\/manatal/];

const waitForPath = (page: Page, path: RegExp) => page.waitForURL((url) => path.test(url.pathname));

/** Opens a search picker of the wizard and picks its first option (options are rendered in a portal). */
async function pickFirst(page: Page, field: Locator, search = ''): Promise<string> {
  await field.click();
  if (search) await field.fill(search);
  const option = page.getByRole('option').first();
  await option.click();
  return field.inputValue();
}

/**
 * Chooses the last day of the calendar in `dialog` with a free time of the interviewer, then the `nth` free time
 * offered on it; returns its label.
 */
async function pickDayAndTime(page: Page, dialog: Locator, nth: number): Promise<string> {
  await dialog.getByText(/free times, in your time zone/).waitFor();
  await dialog.locator('table button:not([data-disabled])').last().click();
  await dialog.getByRole('combobox', { name: 'Time' }).click();
  const option = page.getByRole('option').nth(nth);
  const label = (await option.textContent()) ?? '';
  await option.click();
  return label;
}

/** Sends the booking; confirms 'Book anyway' when the time collides with a seeded interview. */
async function submitBooking(dialog: Locator, button: Locator): Promise<void> {
  await button.click();
  const overlap = dialog.getByText('This time overlaps another interview');
  const closed = dialog.waitFor({ state: 'hidden' }).then(() => 'closed' as const);
  if ((await Promise.race([closed, overlap.waitFor().then(() => 'overlap' as const)])) === 'overlap') {
    await dialog.getByRole('button', { name: 'Book anyway' }).click();
  }
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * The booking is on the last bookable day: the upcoming list ordered latest first (20 a page) shows it at once;
 * pages on until the interview's date link shows.
 */
async function findInList(page: Page, id: number): Promise<Locator> {
  await page.goto('/interviews?sortOrder=desc');
  const link = page.locator(`a[href="/interviews/${id}"]`);
  for (let pageNumber = 1; pageNumber <= 6; pageNumber++) {
    await page.getByRole('row').nth(1).waitFor();
    if (await link.count()) return page.getByRole('row').filter({ has: link });
    await page.getByRole('button', { name: 'Next page' }).click();
  }
  throw new Error(`interview ${id} is not in the list`);
}

describe('interviews', () => {
  it('books with the top-ranked interviewer, reschedules, shows Rescheduled 1x and cancels', async () => {
    const farCandidate = await lastCandidateAfterSync();
    const page = await e2e.newPage({ as: recruiter, allowErrors });
    await page.goto('/interviews');
    await page.getByRole('heading', { name: 'Scheduled Interviews' }).waitFor();

    // Step 1: position, the top-ranked interviewer, a candidate.
    await page.getByRole('button', { name: '+ New Interview' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Interview' });
    await pickFirst(page, wizard.getByRole('textbox', { name: 'Position' }), 'Engineer');
    await wizard
      .getByText(
        'Ranked by tech-stack match, free time in the next 10 working days, load this week, rating and price',
      )
      .waitFor();
    const interviewerField = wizard.getByRole('textbox', { name: 'Interviewer' });
    await interviewerField.click();
    await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/#1\d*% match/);
    await page.getByRole('option').first().click();
    expect(await interviewerField.inputValue()).toMatch(/\(#1, \d+% match\)$/);
    // The candidate that sorts last of 360, found by the server's search in lower case (the list shows 20).
    const candidateField = wizard.getByRole('textbox', { name: 'Candidate', exact: true });
    await candidateField.click();
    await candidateField.fill(farCandidate.name.toLowerCase());
    await page.getByRole('option', { name: farCandidate.name }).first().click();
    const candidateName = (await candidateField.inputValue()).replace(/ \(.*\)$/, '');
    expect(candidateName).toBe(farCandidate.name);
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: the interviewer's first free time on the last day they have one, one hour.
    await pickDayAndTime(page, wizard, 0);
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: notes, then book.
    await wizard.getByRole('textbox', { name: 'Recruiter notes' }).fill('Journey check: ask about testing.');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/interviews') && r.request().method() === 'POST' && r.status() === 201,
    );
    await submitBooking(wizard, wizard.getByRole('button', { name: 'Schedule Interview', exact: true }));
    const { id } = (await (await created).json()) as { id: number };
    await page.getByText('Interview scheduled').first().waitFor();
    const openLink = page.getByRole('link', { name: 'Open the interview' }).first();
    expect(await openLink.getAttribute('href')).toBe(`/interviews/${id}`);

    // It is in the list; reschedule it from its row.
    const row = await findInList(page, id);
    await row.getByText(candidateName).first().waitFor();
    await row.getByRole('button', { name: /^Reschedule interview with/ }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule Interview' });
    await pickDayAndTime(page, reschedule, 1);
    await submitBooking(reschedule, reschedule.getByRole('button', { name: 'Reschedule', exact: true }));
    await page.getByText('Interview rescheduled').first().waitFor();

    // Its page counts the move; cancelling leads back to the list.
    await page.goto(`/interviews/${id}`);
    await page.getByRole('heading', { name: `Interview with ${candidateName}` }).waitFor();
    await page.getByText('Rescheduled 1x').waitFor();
    await page.getByText('Journey check: ask about testing.').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Interview' });
    await confirm.getByText('This action cannot be undone').waitFor();
    await confirm.getByRole('combobox', { name: 'Who cancelled' }).click();
    await page.getByRole('option', { name: 'The client' }).click();
    await confirm.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Position closed or filled' }).click();
    await confirm.getByRole('button', { name: 'Cancel Interview' }).click();
    await waitForPath(page, /^\/interviews$/);
    await page.getByRole('heading', { name: 'Scheduled Interviews' }).waitFor();

    const saved = await e2e.request(`/api/interviews/${id}`, { token: e2e.token(recruiter) });
    expect(await saved.json()).toMatchObject({
      status: 'cancelled',
      reschedule_count: 1,
      cancellation: { by: 'client', reason: 'position_closed' },
    });
  });

  it('fits a phone: one row of steps, nothing wider than the screen, focus on the position field', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/interviews');
    await page.getByRole('button', { name: '+ New Interview' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Interview' });
    const position = wizard.getByRole('textbox', { name: 'Position' });
    await position.waitFor();
    await expect.poll(() => position.evaluate((input) => input === document.activeElement)).toBe(true);

    const steps = wizard.getByRole('button', { name: /^Step \d/ });
    expect(await steps.count()).toBe(3);
    const tops = await steps.evaluateAll((buttons) =>
      buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: phoneScreenshot });
  });
});
