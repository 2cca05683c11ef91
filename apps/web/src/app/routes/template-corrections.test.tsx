import type { Template } from '@interview-hub/contracts/templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, type Reply, sentBodies, stubApi } from '../../../test/stub-api';
import { makeTemplate } from '../../features/templates/testing/fixtures';
import { TemplateDetailPage } from './template-detail-page';

const base = makeTemplate();
const template: Template = {
  ...base,
  knowledge_area_count: 2,
  knowledge_areas: [
    ...base.knowledge_areas,
    { id: 12, template_id: 7, name: 'React', description: null, position: 2, questions: [] },
  ],
};

function renderTemplate(replies: Record<string, Reply> = {}) {
  const fetchMock = stubApi(
    { 'GET /api/templates/7': () => jsonResponse(template), ...replies },
    'recruiter',
  );
  const view = renderScreen('/templates/:id', <TemplateDetailPage />, '/templates/7');
  return { fetchMock, ...view };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));
const noContent = () => new Response(null, { status: 204 });

describe('correcting a template', () => {
  it('renames a knowledge area', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'PUT /api/knowledge_areas/11': () =>
        jsonResponse({ id: 11, template_id: 7, name: 'JS', description: null, position: 1 }),
    });
    await user.click((await region('JavaScript')).getByRole('button', { name: 'Rename JavaScript' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Knowledge Area' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'JS');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT', '/api/knowledge_areas/11')).toEqual([
      { name: 'JS', description: 'The language itself' },
    ]);
  });

  it('moves areas with Up and Down buttons, the first cannot go up nor the last down', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'POST /api/knowledge_areas/12/move': () =>
        jsonResponse({ id: 12, template_id: 7, name: 'React', description: null, position: 0 }),
    });
    const js = await region('JavaScript');
    const react = await region('React');
    expect(js.getByRole('button', { name: 'Move JavaScript up' })).toBeDisabled();
    expect(react.getByRole('button', { name: 'Move React down' })).toBeDisabled();
    react.getByRole('button', { name: 'Move React up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/knowledge_areas/12/move')).toEqual([{ direction: 'up' }]),
    );
  });

  it('deletes a knowledge area only after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({ 'DELETE /api/knowledge_areas/11': noContent });
    await user.click((await region('JavaScript')).getByRole('button', { name: 'Delete JavaScript' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete knowledge area' }));
    expect(dialog.getByText(/Delete "JavaScript" and its 2 questions\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/knowledge_areas/11')).toEqual([]);
    await user.click((await region('JavaScript')).getByRole('button', { name: 'Delete JavaScript' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete knowledge area' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/knowledge_areas/11')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a question and moves it to another area', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'PUT /api/questions/101': (request) => jsonResponse({ id: 101, ...(request.body as object) }),
    });
    await user.click((await region('JavaScript')).getByRole('button', { name: 'Edit: What is a closure?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    const text = dialog.getByRole('textbox', { name: 'Question' });
    await user.clear(text);
    await user.type(text, 'What is a closure in React hooks?');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Level' }), 'senior');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Knowledge area/ }), 'React');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PUT', '/api/questions/101')).toEqual([
      {
        text: 'What is a closure in React hooks?',
        level: 'senior',
        client_requested: false,
        knowledge_area_id: 12,
      },
    ]);
  });

  it('deletes a question after confirming, and says so when it fails', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'DELETE /api/questions/102': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await user.click(
      (await region('JavaScript')).getByRole('button', { name: 'Delete: Explain the event loop' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete question' }));
    expect(dialog.getByText(/Feedback already written keeps its own copy/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete question')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/questions/102')).toHaveLength(1);
  });

  it('duplicates the template and opens the copy', async () => {
    const user = userEvent.setup();
    const copy = { ...template, id: 8, name: 'Copy of Frontend Developer' };
    const { router } = renderTemplate({
      'POST /api/templates/7/duplicate': () => jsonResponse(copy, 201),
      'GET /api/templates/8': () => jsonResponse(copy),
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy of Frontend Developer' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/templates/8');
  });

  it('deletes the template after confirming and returns to the list', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderTemplate({ 'DELETE /api/templates/7': noContent });
    await user.click(await screen.findByRole('button', { name: 'Delete Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete template' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
    expect(callsTo(fetchMock, 'DELETE', '/api/templates/7')).toHaveLength(1);
  });
});
