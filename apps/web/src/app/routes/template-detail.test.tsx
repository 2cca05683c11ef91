import type { QuestionBatchInput } from '@interview-hub/contracts/templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { type Reply, sentBodies, stubApi } from '../../../test/stub-api';
import { makeTemplate } from '../../features/templates/testing/fixtures';
import { TemplateDetailPage } from './template-detail-page';

const template = makeTemplate();

function renderTemplate(
  replies: Record<string, Reply> = {},
  role: 'recruiter' | 'interviewer' = 'recruiter',
) {
  const fetchMock = stubApi({ 'GET /api/templates/7': () => jsonResponse(template), ...replies }, role);
  const view = renderScreen('/templates/:id', <TemplateDetailPage />, '/templates/7');
  return { fetchMock, ...view };
}

const area = async () => within(await screen.findByRole('region', { name: 'JavaScript' }));

describe('template details', () => {
  it('shows the position and each area’s questions with level and Requested', async () => {
    renderTemplate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' })).toBeInTheDocument();
    expect(screen.getByText('Senior Frontend Developer')).toBeInTheDocument();
    const js = await area();
    const rows = js.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'What is a closure?JuniorEditDelete',
      'Explain the event loopMiddleEditDelete',
    ]);
    expect(js.getByRole('checkbox', { name: 'Requested: Explain the event loop' })).toBeChecked();
    expect(js.getByRole('checkbox', { name: 'Requested: What is a closure?' })).not.toBeChecked();
  });

  it("shows 'Failed to load template' with a Back button", async () => {
    stubApi(
      { 'GET /api/templates/99': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500) },
      'recruiter',
    );
    renderScreen('/templates/:id', <TemplateDetailPage />, '/templates/99');
    expect(await screen.findByText('Failed to load template')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("requires the knowledge area's name: 'Name is required'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'POST /api/knowledge_areas': () =>
        jsonResponse({ id: 12, template_id: 7, name: 'React', description: null, position: 2 }, 201),
    });
    await user.click(await screen.findByRole('button', { name: '+ Add Knowledge Area' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Knowledge Area' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Add Knowledge Area' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/knowledge_areas')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'React');
    await user.click(dialog.getByRole('button', { name: 'Add Knowledge Area' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST', '/api/knowledge_areas')).toEqual([
      { template_id: 7, name: 'React', description: null },
    ]);
  });

  it("drops blank rows of the batch, and answers 'Add at least one question.' when none is left", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({ 'POST /api/questions/batch': () => jsonResponse([], 201) });
    const js = await area();
    await user.click(js.getByRole('button', { name: '+ Add Questions to JavaScript' }));
    await user.click(js.getByRole('button', { name: 'Save Questions' }));
    expect(await js.findByText('Add at least one question.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/questions/batch')).toEqual([]);

    await user.click(js.getByRole('button', { name: '+ Add another' }));
    await user.click(js.getByRole('button', { name: '+ Add another' }));
    expect(js.getAllByRole('textbox', { name: /^Question \d$/ })).toHaveLength(3);
    await user.type(js.getByRole('textbox', { name: 'Question 2' }), 'What is hoisting?');
    await user.click(js.getByRole('checkbox', { name: 'Requested: question 2' }));
    await user.click(js.getByRole('button', { name: 'Save Questions' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/questions/batch')).toHaveLength(1));
    const [batch] = sentBodies(fetchMock, 'POST', '/api/questions/batch') as QuestionBatchInput[];
    expect(batch?.questions).toEqual([
      { text: 'What is hoisting?', level: 'middle', client_requested: true, knowledge_area_id: 11 },
    ]);
    // The form closes once saved.
    await waitFor(() => expect(js.queryByRole('button', { name: 'Save Questions' })).toBeNull());
  });

  it("toggles a question's Requested flag", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTemplate({
      'PUT /api/questions/101': () =>
        jsonResponse({
          id: 101,
          knowledge_area_id: 11,
          text: 'What is a closure?',
          level: 'junior',
          client_requested: true,
        }),
    });
    const js = await area();
    await user.click(js.getByRole('checkbox', { name: 'Requested: What is a closure?' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/questions/101')).toEqual([{ client_requested: true }]),
    );
  });

  it('lets interviewers read but not edit', async () => {
    renderTemplate({}, 'interviewer');
    const js = await area();
    expect(js.getByRole('checkbox', { name: 'Requested: What is a closure?' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '+ Add Knowledge Area' })).toBeNull();
    expect(js.queryByRole('button', { name: /Add Questions/ })).toBeNull();
    expect(js.queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Duplicate|Delete Template/ })).toBeNull();
  });
});
