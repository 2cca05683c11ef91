import type { InterviewerQualityCard, Quality } from '@interview-hub/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const recruiter = 'recruiter@example.com';
const e2e = useE2E({ signInAs: [recruiter] });

async function json<T>(path: string): Promise<T> {
  const response = await e2e.request(path, { token: e2e.token(recruiter) });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

describe("an interviewer's quality card", () => {
  it('shows a recruiter the figures against peers on a phone, the ratings readable without the chart', async () => {
    // The card's own range (the last 180 days): the demo interviewer with the most feedback in it.
    const { range } = await json<InterviewerQualityCard>('/api/interviewers/1/quality');
    const quality = await json<Quality>(`/api/analytics/quality?from=${range.from}&to=${range.to}`);
    const busiest = [...quality.interviewers].sort((a, b) => b.feedbacks - a.feedbacks)[0];
    if (!busiest || busiest.feedbacks === 0)
      throw new Error('the demo data has no feedback in the last 180 days');

    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/interviewers/${busiest.interviewer.id}`);
    const card = page.getByRole('region', { name: 'Quality' });
    await card.getByText(`${busiest.feedbacks} of ${busiest.interviews} interviews`).waitFor();
    const cells = card.getByRole('table', { name: 'Feedbacks by rating' }).getByRole('cell');
    expect(await cells.allInnerTexts()).toEqual(busiest.rating_counts.map(String));
    await card.getByText(/^Last 180 days; flagged when \|z\| > 2/).waitFor();
    await card.locator('.recharts-surface').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
