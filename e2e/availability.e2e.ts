import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [interviewer] });

type Availability = {
  weekly: { weekday: number; ranges: { start: string; end: string }[] }[];
  is_set: boolean;
};

describe("an interviewer's availability", () => {
  it('is set by the interviewer from My interviews, by keyboard, and kept', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/my-interviews');
    await page.getByRole('link', { name: 'My availability' }).click();
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1);

    await page.getByRole('button', { name: 'Add hours on Tuesday' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Tuesday until').fill('13:00');
    expect(await page.getByRole('textbox', { name: 'Interviews per week at most' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save availability' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Availability saved').waitFor();

    const saved = await e2e.request(`/api/interviewers/${id}/availability`, {
      token: e2e.token(interviewer),
    });
    const body = (await saved.json()) as Availability;
    expect(body.is_set).toBe(true);
    expect(body.weekly.find((day) => day.weekday === 2)?.ranges).toEqual([{ start: '09:00', end: '13:00' }]);
    await page.reload();
    expect(await page.getByLabel('Tuesday until').inputValue()).toBe('13:00');
  });

  it('fits a phone: nothing wider than the screen', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-interviews');
    await page.getByRole('link', { name: 'My availability' }).click();
    await page.getByRole('button', { name: 'Save availability' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
