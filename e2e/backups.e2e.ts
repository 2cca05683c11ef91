import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const recruiter = 'recruiter@example.com';
const phoneScreenshot = join(tmpdir(), 'interview-hub-e2e-backups-390.png');

const e2e = useE2E({ signInAs: [admin, recruiter] });

type BackupList = { database: string; backups: { file_name: string }[] };

async function backupsOnServer(): Promise<BackupList> {
  const response = await e2e.request('/api/admin/backups', { token: e2e.token(admin) });
  expect(response.status).toBe(200);
  return (await response.json()) as BackupList;
}

describe('backups', () => {
  it('an admin opens Backups from the sidebar and backs up now by keyboard', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.goto('/interviews');
    await page.getByRole('link', { name: 'Backups' }).click();
    await page.getByRole('heading', { name: 'Backups' }).waitFor();
    const before = await backupsOnServer();
    expect(before.database).toBe('pglite');

    const button = page.getByRole('button', { name: 'Back up now' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Backup written: backup-.*Z\.tar\.gz \(.* MB\)$/).waitFor();

    const after = await backupsOnServer();
    expect(after.backups).toHaveLength(before.backups.length + 1);
    const newest = after.backups[0]?.file_name ?? '';
    await page.getByRole('cell', { name: newest }).waitFor();
  });

  it('fits a phone: the button and the list, nothing wider than the screen', async () => {
    const page = await e2e.newPage({ as: admin });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/backups');
    await page.getByRole('heading', { name: 'Backups' }).waitFor();
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: phoneScreenshot });
  });

  it('is not offered to a recruiter, and the address says they have no access', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/interviews');
    await page.getByRole('link', { name: 'Interviews' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Backups' }).count()).toBe(0);
    await page.goto('/backups');
    await page.getByText('You do not have access to Backups').waitFor();
  });
});
