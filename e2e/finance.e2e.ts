import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { periodLabel } from '@interview-hub/contracts/finance-documents';
import { periodOf } from '@interview-hub/contracts/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const interviewer = 'interviewer@example.com';
/** The reason the ledger gives the lines of a no-show recorded on a booked interview. */
const NO_SHOW_REASON = /^Outcome recorded: .*no-show$/;

const e2e = useE2E({ signInAs: [admin, interviewer] });

type Interview = { id: number; date: string };
type Ledger = { data: { client: { id: number; name: string } | null }[] };

async function json<T>(path: string, as: string, init: RequestInit = {}): Promise<T> {
  const response = await e2e.request(path, { ...init, token: e2e.token(as) });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** What a download saved, read back. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

async function nothingWiderThanTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('money', () => {
  /** The month of Ian's interviews that the journeys price, and its client. */
  let period = '';
  let lastMonth = '';
  let client = { id: 0, name: '' };

  // Ian's past booked interviews get an outcome through the API, which pays him from his price (and bills the
  // client when the demo gives it a rate); the demo's other priced interviews are there too.
  beforeAll(async () => {
    const { settings } = await json<{ settings: { time_zone: string } }>('/api/settings', admin);
    const zone = settings.time_zone;
    const { interviewer_id: ianId } = await json<{ interviewer_id: number }>(
      '/api/my-interviews',
      interviewer,
    );
    const past = await json<{ data: Interview[] }>(
      `/api/interviews?interviewer_id=${ianId}&status=scheduled&date_to=${encodeURIComponent(new Date().toISOString())}&sort_order=desc&limit=3`,
      admin,
    );
    expect(past.data.length).toBeGreaterThan(0);
    for (const interview of past.data) {
      await json(`/api/interviews/${interview.id}/outcome`, admin, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'candidate_no_show' }),
      });
    }
    period = periodOf(new Date(past.data[0]?.date ?? ''), zone);
    const now = new Date();
    lastMonth = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 12)), zone);
    // The client of the first of those interviews: its row on Finance holds the no-show's lines.
    const ledger = await json<Ledger>(`/api/interviews/${past.data[0]?.id}/ledger`, admin);
    const found = ledger.data.find((line) => line.client !== null)?.client;
    client = { id: found?.id ?? 0, name: found?.name ?? '' };
    expect(client.id).toBeGreaterThan(0);
  });

  it("an admin opens Finance, drills into a client by keyboard and downloads its invoice draft's CSV", async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/interviews');
    await page.getByRole('link', { name: 'Finance' }).click();
    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    await page.goto(`/finance?period=${period}`);
    await page.getByRole('heading', { name: 'By client' }).waitFor();

    await page.getByRole('button', { name: client.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Lines: ${client.name}` }).waitFor();
    await page.getByText(NO_SHOW_REASON).first().waitFor();

    const csv = await downloaded(page, () =>
      page.getByRole('button', { name: `Invoice of ${client.name} (CSV)` }).click(),
    );
    expect(csv.name).toMatch(new RegExp(`^invoice-${period}-.*\\.csv$`));
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toMatch(
      /^Interview date,Interview,Candidate,Position,Rule,Type,Reverses line,Reason,Amount \(\w{3}\)$/,
    );
    expect(rows.filter((row) => row.startsWith('Total,'))).toHaveLength(1);
    // No text cell of the file starts a formula: any risky first character is behind a quote.
    for (const row of rows) expect(row).not.toMatch(/(^|,)"?[=+@]/);

    const statement = await downloaded(page, () =>
      page
        .getByRole('button', { name: /^Statement of Ian Interviewer \(PDF\)$/ })
        .first()
        .click(),
    );
    expect(statement.name).toBe(`statement-${period}-ian-interviewer.pdf`);
    expect(statement.bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('an admin closes last month when it is still open', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto(`/finance?period=${lastMonth}`);
    await page.getByRole('heading', { name: 'By client' }).waitFor();
    const close = page.getByRole('button', { name: 'Close month' });
    if ((await close.count()) > 0) {
      await close.click();
      const dialog = page.getByRole('dialog', { name: `Close ${periodLabel(lastMonth)}?` });
      await dialog.getByRole('button', { name: 'Close month' }).click();
      await page.getByText(`${periodLabel(lastMonth)} is closed`).waitFor();
    }
    await page.getByText(/^Closed .*: nothing in it changes\.$/).waitFor();
    expect(await close.count()).toBe(0);
  });

  it('an interviewer opens My earnings from My interviews and downloads their statement PDF', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/my-interviews');
    await page.getByRole('main').getByRole('link', { name: 'My earnings' }).click();
    await page.getByRole('heading', { name: 'My earnings' }).waitFor();
    await page.goto(`/my-earnings?period=${period}`);
    await page.getByText(NO_SHOW_REASON).first().waitFor();
    const pdf = await downloaded(page, () =>
      page.getByRole('button', { name: 'My statement (PDF)' }).click(),
    );
    expect(pdf.name).toBe(`statement-${period}-ian-interviewer.pdf`);
    expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('fits a phone: Finance with its lines and My earnings, nothing wider than the screen', async () => {
    const adminPage = await e2e.newPage({ as: admin });
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.goto(`/finance?period=${period}&client=${client.id}`);
    await adminPage.getByRole('heading', { name: `Lines: ${client.name}` }).waitFor();
    await adminPage.getByText(NO_SHOW_REASON).first().waitFor();
    await nothingWiderThanTheScreen(adminPage);
    await adminPage.screenshot({ path: join(tmpdir(), 'interview-hub-e2e-finance-390.png'), fullPage: true });

    const own = await e2e.newPage({ as: interviewer });
    await own.setViewportSize({ width: 390, height: 844 });
    await own.goto(`/my-earnings?period=${period}`);
    await own.getByText(NO_SHOW_REASON).first().waitFor();
    await nothingWiderThanTheScreen(own);
    await own.screenshot({ path: join(tmpdir(), 'interview-hub-e2e-my-earnings-390.png'), fullPage: true });
  });
});
