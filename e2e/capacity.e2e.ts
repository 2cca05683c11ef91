import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const recruiter = 'recruiter@example.com';
const e2e = useE2E({ signInAs: [recruiter] });

type Slots = { slots: string[] };
type Created = { id: number; date: string; interviewer: { id: number; name: string } };

describe('capacity: booking only free time', () => {
  it('finds a time across the matching interviewers, books it, and then no longer offers it', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.goto('/interviews');
    await page.getByRole('button', { name: '+ New Interview' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Interview' });

    // Step 1: a position; each interviewer says why they rank where they do.
    const position = wizard.getByRole('textbox', { name: 'Position' });
    await position.click();
    await position.fill('Engineer');
    await page.getByRole('option').first().click();
    const interviewerField = wizard.getByRole('textbox', { name: 'Interviewer' });
    await interviewerField.click();
    await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/this week/);
    expect(await page.getByRole('option').first().textContent()).toMatch(/next free: |no free time/);
    await page.keyboard.press('Escape');
    const candidate = wizard.getByRole('textbox', { name: 'Candidate', exact: true });
    await candidate.click();
    await page.getByRole('option').first().click();

    // Find a time, by keyboard: the first option is chosen with Enter and the wizard goes to the details.
    await wizard.getByRole('button', { name: 'Find a time' }).click();
    const options = wizard.getByRole('region', { name: 'Earliest free times' });
    const choose = options.getByRole('button', { name: /^Choose / }).first();
    await choose.waitFor();
    const label = (await choose.getAttribute('aria-label')) ?? '';
    await choose.focus();
    await page.keyboard.press('Enter');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/interviews') && r.request().method() === 'POST' && r.status() === 201,
    );
    await wizard.getByRole('button', { name: 'Schedule Interview', exact: true }).click();
    const interview = (await (await created).json()) as Created;
    expect(label).toContain(interview.interviewer.name);
    await page.getByText('Interview scheduled').first().waitFor();

    // The time is taken now: the interviewer's free slots no longer hold it.
    const start = new Date(interview.date);
    const query = new URLSearchParams({
      from: new Date(start.getTime() - 3_600_000).toISOString(),
      to: new Date(start.getTime() + 3_600_000).toISOString(),
      timezone: 'UTC',
    });
    const slots = (await (
      await e2e.request(`/api/interviewers/${interview.interviewer.id}/slots?${query}`, {
        token: e2e.token(recruiter),
      })
    ).json()) as Slots;
    expect(slots.slots.map((slot) => Date.parse(slot))).not.toContain(start.getTime());
  });

  it('offers the chosen interviewer’s free times only, and asks a reason to book outside them, on a phone', async () => {
    const page = await e2e.newPage({ as: recruiter });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/interviews');
    await page.getByRole('button', { name: '+ New Interview' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Interview' });
    for (const [label, search, option] of [
      ['Position', 'Engineer', /./],
      ['Interviewer', 'Ian', /Ian Interviewer/],
      ['Candidate', '', /./],
    ] as const) {
      const field = wizard.getByRole('textbox', { name: label, exact: true });
      await field.click();
      if (search) await field.fill(search);
      await page.getByRole('option', { name: option }).first().click();
    }
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByText("Ian Interviewer's free times, in your time zone").waitFor();
    await wizard.locator('table button:not([data-disabled])').first().click();
    await wizard.getByRole('combobox', { name: 'Time' }).click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Show all times: a Sunday-free agency grid; 08:00 is before Ian's 09:00 (London), so a reason is asked.
    await wizard.getByRole('switch', { name: 'Show all times' }).check();
    await wizard.getByRole('combobox', { name: 'Time' }).click();
    await page.getByRole('option').first().click();
    const reason = wizard.getByRole('textbox', { name: 'Why book outside their free time?' });
    await reason.waitFor();
    expect(await wizard.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await reason.fill('Ian agreed to an early call');
    expect(await wizard.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
