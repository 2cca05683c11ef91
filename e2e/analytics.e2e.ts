import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const recruiter = 'recruiter@example.com';
const interviewer = 'interviewer@example.com';

const e2e = useE2E({ signInAs: [admin, recruiter, interviewer] });

/** The range line each section shows: the days the server used (by default the last 12 weeks). */
const RANGE = /^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}, days in .+$/;

/** What a download saved, read back. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const search = (page: Page) => new URL(page.url()).searchParams;

async function nothingWiderThanTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('analytics', () => {
  it('a recruiter opens Analytics, filters by level, moves between sections by keyboard and goes back', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/interviews');
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();

    // The demo agency's last 12 weeks: a row per week (every week is listed, even a quiet one).
    const weeks = page.getByRole('table', { name: 'Interviews per week' });
    await weeks.waitFor();
    expect(await weeks.locator('tbody tr').count()).toBeGreaterThanOrEqual(12);
    await page.getByText(RANGE).waitFor();
    await page.getByRole('figure', { name: /^Interviews per week: chart/ }).waitFor();
    await page
      .getByRole('table', { name: 'Cancellations by who and why' })
      .or(page.getByText('No cancellations in this range.', { exact: true }))
      .waitFor();
    // Money is the admins'.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Throughput', 'Speed', 'Load', 'Quality']);

    await page.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Senior' }).click();
    await page.waitForURL((url) => url.searchParams.get('level') === 'senior');
    await page.getByText(RANGE).waitFor();

    await page.getByRole('tab', { name: 'Throughput' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'speed');
    expect(search(page).get('level')).toBe('senior');
    await page
      .getByRole('table', { name: 'Hours to feedback per interviewer' })
      .or(page.getByText('No feedback due in this range', { exact: true }))
      .waitFor();

    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'load');
    await page
      .getByRole('heading', { name: 'Idle for 30 days' })
      .or(page.getByText('No interviews in this range', { exact: true }))
      .waitFor();

    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'quality');
    await page
      .getByRole('table', { name: 'Interviewers against their peers' })
      .or(page.getByText('No interviews in this range', { exact: true }))
      .waitFor();

    // Back undoes each step: the URL is the screen's state.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'load');
    await page.getByRole('tab', { name: 'Load', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('level'));
    expect(search(page).get('tab')).toBe('load');
  });

  it("an admin reads the money by month, client and position and downloads a section's CSV with its filters", async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/analytics?tab=money');
    await page.getByRole('tab', { name: 'Money', selected: true }).waitFor();
    const months = page.getByRole('table', { name: 'Money per month' });
    await months.or(page.getByText('Nothing billed or paid in this range', { exact: true })).waitFor();
    if (await months.count()) {
      await page
        .getByRole('table', { name: 'By client' })
        .or(page.getByText('Nothing billed or paid in this range.', { exact: true }))
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'By position' }).waitFor();
    }

    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    // The throughput CSV of a chosen range: the file is asked for with the screen's filters.
    await page.goto('/analytics?from=2026-01-05&to=2026-03-29');
    await page.getByText(/^Jan 5, 2026 – Mar 29, 2026, days in /).waitFor();
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analytics/throughput.csv'),
      downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click()),
    ]);
    const query = new URL(request.url()).searchParams;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-01-05', '2026-03-29']);
  });

  it('is not offered to an interviewer, and says so at its address', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/analytics');
    await page.getByText('You do not have access to Analytics').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Analytics' })
        .count(),
    ).toBe(0);
  });

  it('fits a phone: filters stacked, tables scrolling inside their box, nothing wider than the screen', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['throughput', 'speed', 'load', 'quality', 'money']) {
      await page.goto(`/analytics?tab=${tab}`);
      await page.getByText(RANGE).waitFor();
      await nothingWiderThanTheScreen(page);
    }
    await page.goto('/analytics?tab=load');
    await page.getByText(RANGE).waitFor();
    await page.screenshot({ path: join(tmpdir(), 'interview-hub-e2e-analytics-390.png'), fullPage: true });
  });
});
