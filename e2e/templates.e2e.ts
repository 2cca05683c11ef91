import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/use-e2e';

const admin = 'admin@example.com';
const e2e = useE2E({ signInAs: [admin] });

const waitForPath = (page: Page, path: RegExp) => page.waitForURL((url) => path.test(url.pathname));

/** Sends JSON to the API as the admin, as the screens would. */
async function post(path: string, body: object) {
  const res = await e2e.request(path, {
    method: 'POST',
    token: e2e.token(admin),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
  return res.json();
}

describe('templates', () => {
  it('corrects a template: renames an area, edits, moves and deletes questions, reorders areas, duplicates and deletes', async () => {
    const template = await post('/api/templates', { name: 'Journey Template', position: 'Go Engineer' });
    const go = await post('/api/knowledge_areas', { template_id: template.id, name: 'Golang' });
    await post('/api/knowledge_areas', { template_id: template.id, name: 'SQL' });
    await post('/api/questions/batch', {
      questions: [
        { text: 'What is a goroutine?', level: 'junior', knowledge_area_id: go.id, client_requested: false },
        { text: 'What is a B-tree?', level: 'middle', knowledge_area_id: go.id, client_requested: false },
        { text: 'Obsolete question', level: 'junior', knowledge_area_id: go.id, client_requested: false },
      ],
    });

    const page = await e2e.newPage({ as: admin });
    await page.goto(`/templates/${template.id}`);
    await page.getByRole('heading', { level: 1, name: 'Journey Template' }).waitFor();

    // Rename the area.
    await page.getByRole('button', { name: 'Rename Golang' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit Knowledge Area' });
    await rename.getByLabel('Name').fill('Go');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'hidden' });
    const goArea = page.getByRole('region', { name: 'Go', exact: true });
    await goArea.waitFor();

    // Edit a question's text and level.
    await goArea.getByRole('button', { name: 'Edit: What is a goroutine?' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Question' });
    await edit.getByLabel('Question').fill('How are goroutines scheduled?');
    await edit.getByLabel('Level').selectOption('senior');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await goArea
      .getByRole('row')
      .filter({ hasText: 'How are goroutines scheduled?' })
      .getByText('Senior')
      .waitFor();

    // Move a question to the other area, by keyboard.
    await goArea.getByRole('button', { name: 'Edit: What is a B-tree?' }).click();
    await edit.getByLabel('Knowledge area').selectOption({ label: 'SQL' });
    await edit.getByRole('button', { name: 'Save' }).press('Enter');
    await edit.waitFor({ state: 'hidden' });
    const sqlArea = page.getByRole('region', { name: 'SQL' });
    await sqlArea.getByText('What is a B-tree?').waitFor();

    // Delete a question after confirming.
    await goArea.getByRole('button', { name: 'Delete: Obsolete question' }).click();
    await page
      .getByRole('dialog', { name: 'Delete question' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await goArea.getByText('Obsolete question').waitFor({ state: 'detached' });

    // Reorder the areas with the keyboard: SQL goes first.
    await sqlArea.getByRole('button', { name: 'Move SQL up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move SQL up' }).and(page.locator(':disabled')).waitFor();
    const saved = await (
      await e2e.request(`/api/templates/${template.id}`, { token: e2e.token(admin) })
    ).json();
    expect(saved.knowledge_areas.map((a: { name: string }) => a.name)).toEqual(['SQL', 'Go']);
    expect(saved.knowledge_areas[1].questions.map((q: { text: string }) => q.text)).toEqual([
      'How are goroutines scheduled?',
    ]);

    // Duplicate: the copy opens with the same areas.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Copy of Journey Template' }).waitFor();
    await waitForPath(page, /^\/templates\/\d+$/);
    expect(page.url()).not.toContain(`/templates/${template.id}`);
    await page.getByRole('region', { name: 'SQL' }).getByText('What is a B-tree?').waitFor();

    // Delete the copy: back on the list, where only the original is left.
    await page.getByRole('button', { name: 'Delete Template' }).click();
    await page
      .getByRole('dialog', { name: 'Delete template' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForPath(page, /^\/templates$/);
    await page.getByRole('link', { name: 'Journey Template', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Copy of Journey Template' }).count()).toBe(0);
  });

  it('attaches a template on the position page and opens it from there', async () => {
    const template = await post('/api/templates', { name: 'Position Journey Template' });
    const jobs = await (await e2e.request('/api/jobs?limit=1', { token: e2e.token(admin) })).json();
    const job = jobs.data[0];

    const page = await e2e.newPage({ as: admin });
    await page.goto(`/positions/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
    const select = page.getByRole('combobox', { name: 'Feedback Template' });
    await select.click();
    await page.getByRole('option', { name: 'Position Journey Template' }).click();
    await page.getByRole('link', { name: 'Position Journey Template' }).click();
    await waitForPath(page, new RegExp(`^/templates/${template.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Position Journey Template' }).waitFor();
  });
});
