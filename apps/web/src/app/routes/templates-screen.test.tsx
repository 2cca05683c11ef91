import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { sentBodies, stubApi } from '../../../test/stub-api';
import { makeTemplate } from '../../features/templates/testing/fixtures';
import { TemplatesPage } from './templates-page';

const summary = (id: number, name: string, updated_at: string, knowledge_area_count: number) => {
  const { knowledge_areas: _areas, ...rest } = makeTemplate({ id, name, updated_at, knowledge_area_count });
  return rest;
};

const list = {
  templates: [
    summary(1, 'Backend', '2025-03-01T10:00:00.000Z', 4),
    summary(2, 'Android', '2025-01-01T10:00:00.000Z', 2),
    summary(3, 'DevOps', '2025-05-01T10:00:00.000Z', 3),
  ],
};

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('templates list', () => {
  it('lists the templates by name with their knowledge-area count, and sorts by update', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/templates': () => jsonResponse(list) }, 'recruiter');
    renderScreen('/templates', <TemplatesPage />, '/templates');
    await screen.findByRole('link', { name: 'Android' });
    expect(names()).toEqual(['Android', 'Backend', 'DevOps']);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: /Updated/ }));
    expect(names()).toEqual(['Android', 'Backend', 'DevOps']);
    await user.click(screen.getByRole('button', { name: /Updated/ }));
    expect(names()).toEqual(['DevOps', 'Backend', 'Android']);
  });

  it("shows 'Failed to fetch feedback templates' when the list fails", async () => {
    stubApi({ 'GET /api/templates': () => new Response('', { status: 500 }) }, 'recruiter');
    renderScreen('/templates', <TemplatesPage />, '/templates');
    expect(
      await screen.findByText('Failed to fetch feedback templates', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('creates a template from the modal once it has a name, and opens it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      {
        'GET /api/templates': () => jsonResponse(list),
        'POST /api/templates': () => jsonResponse(makeTemplate({ id: 9, name: 'QA' }), 201),
      },
      'recruiter',
    );
    const { router } = renderScreen('/templates', <TemplatesPage />, '/templates');
    await user.click(await screen.findByRole('button', { name: '+ New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Template' }));
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));
    expect(await dialog.findByText('Template name is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/templates')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Template Name' }), '  QA  ');
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates/9'));
    expect(sentBodies(fetchMock, 'POST', '/api/templates')).toEqual([
      { name: 'QA', position: null, description: null },
    ]);
  });

  it("shows 'Failed to create template' when the server refuses", async () => {
    const user = userEvent.setup();
    stubApi(
      {
        'GET /api/templates': () => jsonResponse(list),
        'POST /api/templates': () => new Response('', { status: 500 }),
      },
      'recruiter',
    );
    renderScreen('/templates', <TemplatesPage />, '/templates');
    await user.click(await screen.findByRole('button', { name: '+ New Template' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Template Name' }), 'QA');
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));
    expect(await dialog.findByText('Failed to create template')).toBeInTheDocument();
  });
});
