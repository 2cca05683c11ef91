import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarWith, type IcsServer, startIcsServer } from '../apps/api/test/ics-server';
import { useE2E } from './support/use-e2e';

const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [interviewer] });

type CalendarFeed = { connected: boolean; address_hint: string | null; busy_count: number };

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

    await page.getByRole('button', { name: 'Add hours on Saturday' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Saturday until').fill('13:00');
    expect(await page.getByRole('textbox', { name: 'Interviews per week at most' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save availability' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Availability saved').waitFor();

    const saved = await e2e.request(`/api/interviewers/${id}/availability`, {
      token: e2e.token(interviewer),
    });
    const body = (await saved.json()) as Availability;
    expect(body.is_set).toBe(true);
    expect(body.weekly.find((day) => day.weekday === 6)?.ranges).toEqual([{ start: '09:00', end: '13:00' }]);
    await page.reload();
    expect(await page.getByLabel('Saturday until').inputValue()).toBe('13:00');
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

describe("an interviewer's own calendar", () => {
  // The server runs with NODE_ENV=test, so a calendar served over http on loopback is allowed (never in
  // production); the journey serves one with two busy hours in the coming days.
  let ics: IcsServer;
  beforeAll(async () => {
    ics = await startIcsServer();
    const hour = 3_600_000;
    const inDays = (days: number) => new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour);
    ics.calendars.set('private-e2e-7c41', calendarWith([inDays(1), inDays(3)]));
  });
  afterAll(() => ics?.close());

  it('is connected on a phone by keyboard, shows its status and hint, and is disconnected', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-interviews');
    await page.getByRole('link', { name: 'My availability' }).click();
    await page.getByRole('heading', { name: 'Calendar' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1);

    const field = page.getByRole('textbox', { name: 'Secret iCal address' });
    await field.focus();
    await page.keyboard.type(`${ics.origin}/cal/private-e2e-7c41`);
    await page.keyboard.press('Enter');
    await page.getByText('Synced just now').waitFor();
    await page.getByText('127.0.0.1 …7c41').waitFor();
    await page.getByText('2 busy times ahead').waitFor();
    expect(await page.content()).not.toContain('private-e2e-7c41');

    const feed = await e2e.request(`/api/interviewers/${id}/calendar`, { token: e2e.token(interviewer) });
    expect((await feed.json()) as CalendarFeed).toMatchObject({ connected: true, busy_count: 2 });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Disconnect' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Disconnect the calendar?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Connect calendar' }).waitFor();
    const after = await e2e.request(`/api/interviewers/${id}/calendar`, { token: e2e.token(interviewer) });
    expect((await after.json()) as CalendarFeed).toMatchObject({ connected: false, busy_count: 0 });
  });

  it('says why an address that serves no calendar is refused', async () => {
    const page = await e2e.newPage({ as: interviewer, allowErrors: [/status of 422/] });
    await page.goto('/my-interviews');
    await page.getByRole('link', { name: 'My availability' }).click();
    await page.getByRole('textbox', { name: 'Secret iCal address' }).fill(`${ics.origin}/html`);
    await page.getByRole('button', { name: 'Connect calendar' }).click();
    await page.getByRole('alert').filter({ hasText: 'That address is not an iCal calendar' }).waitFor();
  });
});
