import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const recruiter = 'recruiter@example.com';
const admin = 'admin@example.com';
const e2e = useE2E({ signInAs: [recruiter, admin] });

type Page = { data: { id: number; feedback_overdue: boolean }[]; meta: { total: number } };

describe('overdue feedback', () => {
  it('counts a recruiter’s overdue interviews on the sidebar and lists them in one click', async () => {
    const counted = await e2e.request('/api/interviews/overdue-count', { token: e2e.token(recruiter) });
    const { count } = (await counted.json()) as { count: number };
    expect(count).toBeGreaterThan(0);

    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/interviews');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const link = nav.getByRole('link', { name: 'Interviews', exact: true });
    expect(await link.getAttribute('aria-describedby')).toBeTruthy();
    expect(await nav.getByTestId('overdue-count').textContent()).toBe(`${count} with overdue feedback`);
    const notice = page.getByTestId('overdue-notice');
    await notice.getByText(`${count} ${count === 1 ? 'interview' : 'interviews'} you booked`).waitFor();
    await notice.getByRole('button', { name: 'Show overdue' }).click();
    await page.waitForURL(/overdue=1&mine=1/);
    await page
      .getByRole('switch', { name: 'Feedback overdue', checked: true })
      .waitFor({ state: 'attached' });
    await page.getByTestId('feedback-overdue').first().waitFor();
    expect(await page.getByRole('row').count()).toBe(count + 1);
    expect(await page.getByTestId('feedback-overdue').count()).toBe(count);

    const listed = await e2e.request('/api/interviews?overdue=true&mine=true', {
      token: e2e.token(recruiter),
    });
    const body = (await listed.json()) as Page;
    expect(body.meta.total).toBe(count);
    expect(body.data.every((interview) => interview.feedback_overdue)).toBe(true);
  });

  it('shows an admin every overdue interview, and the detail says when feedback was due', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/interviews?view=past&overdue=1');
    const first = page.getByRole('row').nth(1);
    await first.getByTestId('feedback-overdue').waitFor();
    await first.locator('td').nth(3).click();
    await page.getByRole('heading', { name: /^Interview with / }).waitFor();
    await page.getByText('Feedback overdue').waitFor();
    expect(await page.getByTestId('feedback-due').textContent()).toMatch(/^Feedback due /);
  });
});
