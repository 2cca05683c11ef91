import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [interviewer] });

describe('an interviewer', () => {
  it('sees their interviews without the staff actions, on the list and on an interview', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/interviews');
    await page.getByRole('heading', { name: 'Scheduled Interviews' }).waitFor();
    // The default view (upcoming) answers first; then every date of theirs.
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await page.goto('/interviews?view=all');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();

    expect(await page.getByRole('button', { name: '+ New Interview' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(
      await page
        .getByRole('table')
        .getByRole('button', { name: /^(Reschedule|Cancel)( interview|$)/ })
        .count(),
    ).toBe(0);
    expect(await page.getByPlaceholder('All interviewers').count()).toBe(0);
    // Theirs only: every row names Ian, the seeded interviewer signed in here.
    const interviewers = await page.getByRole('row').locator('td:nth-child(3)').allTextContents();
    expect(interviewers.length).toBeGreaterThan(0);
    expect(new Set(interviewers)).toEqual(new Set(['Ian Interviewer']));

    await firstRow.locator('a[href^="/interviews/"]:visible').first().click();
    await page.getByRole('heading', { name: /^Interview with / }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reschedule', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);

    // No User Management in the sidebar either.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: /^Interviews/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'User Management' }).count()).toBe(0);
  });
});
