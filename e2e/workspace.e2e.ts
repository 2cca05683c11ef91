import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const interviewer = 'interviewer@example.com';
const e2e = useE2E({ signInAs: [interviewer] });

type Workspace = { feedback_due: { id: number; candidate: { name: string } }[] };

describe("the interviewer's workspace", () => {
  it('lands an interviewer on My interviews, opens the form of the feedback they owe, and records a no-show', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.goto('/');
    await page.getByRole('heading', { name: 'My interviews', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-interviews');
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();

    // The demo interviewer always owes feedback on a recent interview (the seed holds one back).
    const response = await e2e.request('/api/my-interviews', { token: e2e.token(interviewer) });
    const [owed] = ((await response.json()) as Workspace).feedback_due;
    if (!owed) throw new Error('the demo interviewer owes no feedback');
    const card = page.getByRole('article', { name: `Feedback for ${owed.candidate.name}` }).first();
    await card.getByText(/^Due /).waitFor();

    // By keyboard: focus the card's button and press Enter.
    await card.getByRole('link', { name: 'Give feedback' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/feedback/form/type2/${owed.id}`);
    await page.getByRole('button', { name: 'Submit Feedback' }).waitFor();

    // It did not take place after all: the interviewer records it on the interview's page.
    await page.goto(`/interviews/${owed.id}`);
    await page.getByRole('button', { name: 'Record outcome' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record outcome' });
    await dialog.getByRole('radio', { name: 'The candidate did not show up' }).check();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Waited 15 minutes, no answer by e-mail');
    await dialog.getByRole('button', { name: 'Record outcome' }).click();
    await page.getByText('Candidate no-show').first().waitFor();
    await page.getByText('The candidate did not show up').waitFor();
    await page.getByText('Note: Waited 15 minutes, no answer by e-mail').waitFor();

    // The form now says why no feedback can be given, and the workspace no longer lists it as owed.
    await page.goto(`/feedback/form/type2/${owed.id}`);
    await page
      .getByText('The candidate did not show up for this interview, so no feedback can be given.')
      .waitFor();
    await page.goto('/my-interviews');
    await page.getByRole('heading', { name: /^Feedback due/ }).waitFor();
    expect(await page.getByRole('article', { name: `Feedback for ${owed.candidate.name}` }).count()).toBe(0);
  });

  it('fits a phone: nothing wider than the screen', async () => {
    const page = await e2e.newPage({ as: interviewer });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-interviews');
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
