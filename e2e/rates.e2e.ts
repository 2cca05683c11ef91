import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const e2e = useE2E({ signInAs: [admin] });

type Client = { id: number; name: string; billing: unknown };
type Job = { id: number; title: string; level: string | null; billing: unknown };

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await e2e.request(path, {
    method: init.method ?? 'GET',
    token: e2e.token(admin),
    ...(init.body === undefined
      ? {}
      : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A seeded client and one of its open positions (the client page lists those), both without rates, so the journey starts from 'Not set'. */
async function clientWithPosition(name: string): Promise<{ client: Client; job: Job }> {
  const clients = await api<{ data: Client[] }>(`/api/clients?search=${encodeURIComponent(name)}`);
  const client = clients.data.find((row) => row.name === name);
  if (!client) throw new Error(`no seeded client ${name}`);
  const jobs = await api<{ data: Job[] }>(`/api/jobs?client_id=${client.id}&status=active&limit=200`);
  const job = jobs.data[0];
  if (!job) throw new Error(`no position of ${name}`);
  await api(`/api/clients/${client.id}/billing`, { method: 'PUT', body: { billing: null } });
  await api(`/api/jobs/${job.id}/pricing`, { method: 'PUT', body: { level: null, billing: null } });
  return { client, job };
}

/** Focuses a control and presses Enter, as a keyboard user does after tabbing to it. */
async function press(page: Page, locator: ReturnType<Page['getByRole']>) {
  await locator.focus();
  await page.keyboard.press('Enter');
}

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function setRatesByKeyboard(page: Page, width: number, clientName: string) {
  const { client, job } = await clientWithPosition(clientName);
  await page.setViewportSize({ width, height: 900 });

  await page.goto(`/clients/${client.id}`);
  const billing = page.getByRole('region', { name: 'Billing' });
  await billing.getByText('Not set').waitFor();
  await fitsTheScreen(page, width);
  await press(page, billing.getByRole('button', { name: 'Edit' }));
  // A radio group is one stop: the arrows move the choice from 'Not set' to 'Per interview' to 'Per hour'.
  await billing.getByRole('radio', { name: 'Not set' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1,175.50');
  await fitsTheScreen(page, width);
  await press(page, billing.getByRole('button', { name: 'Save Changes' }));
  await billing.getByText('$1,175.50 per hour').waitFor();
  const saved = await api<Client>(`/api/clients/${client.id}`);
  expect(saved.billing).toEqual({ mode: 'hourly', amount: 117_550, by_level: {} });

  await press(page, page.getByRole('link', { name: job.title }));
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await pricing.getByText('$1,175.50 per hour').waitFor();
  await fitsTheScreen(page, width);
  await press(page, pricing.getByRole('button', { name: 'Edit' }));
  await pricing.getByRole('combobox', { name: 'Level' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Junior' }).waitFor();
  // The arrows move the highlighted option (Mantine marks it data-combobox-selected); whether the first press
  // also highlighted the first option depends on timing, so move until Senior is the one.
  const senior = page.getByRole('option', { name: 'Senior' });
  for (
    let presses = 0;
    presses < 6 && (await senior.getAttribute('data-combobox-selected')) === null;
    presses++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await press(page, pricing.getByRole('button', { name: 'Save Changes' }));
  await pricing.getByText('Senior', { exact: true }).waitFor();
  await fitsTheScreen(page, width);
  const position = await api<Job>(`/api/jobs/${job.id}`);
  expect(position).toMatchObject({ level: 'senior', billing: null });
}

describe('rates', () => {
  it("an admin sets a client's hourly rate and a position's level by keyboard on a desktop screen", async () => {
    const page = await e2e.newPage({ as: admin });
    await setRatesByKeyboard(page, 1440, 'Lumen Logistics');
  });

  it('does the same on a 390 px phone, nothing wider than the screen', async () => {
    const page = await e2e.newPage({ as: admin });
    await setRatesByKeyboard(page, 390, 'Bluefin Payments');
  });
});
