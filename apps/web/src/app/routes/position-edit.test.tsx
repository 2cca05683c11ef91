import type { JobDetail } from '@interview-hub/contracts/jobs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { acceptRepliesOutsideTheContract } from '../../../test/response-schemas';
import { stubApi } from '../../../test/stub-api';
import { PositionEditPage } from './position-edit-page';

const position = {
  id: 27,
  title: '.NET Developer',
  status: 'active',
  client_id: 5,
  client_name: 'Lumen',
  client: null,
  technologies: [],
  template_id: 2,
  template_name: 'Backend Engineer',
  note_for_interviewers: null,
  feedback_template_link: null,
  posting_link: null,
  manatal_id: null,
  interview_count: 0,
  level: null,
} satisfies JobDetail;

const template = (id: number, name: string) => ({
  id,
  name,
  position: null,
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  knowledge_area_count: 0,
});

function stubPositionApi(putStatus = 200, current: object = position) {
  return stubApi({
    'GET /api/jobs/27': current,
    'GET /api/templates': { templates: [template(2, 'Backend Engineer'), template(3, 'Frontend Engineer')] },
    'PUT /api/jobs/27': ({ body }) =>
      putStatus === 200
        ? jsonResponse({ ...position, ...body })
        : jsonResponse({ error: { code: 'INTERNAL', message: '' } }, putStatus),
  });
}

function renderEdit() {
  return renderRoutes(
    [
      { path: '/positions/:id/edit', Component: PositionEditPage },
      { path: '/positions/:id', Component: () => <p>Position page</p> },
    ],
    '/positions/27/edit',
  );
}

describe('position edit page', () => {
  it('disables Save while the title is blank', async () => {
    const user = userEvent.setup();
    stubPositionApi();
    renderEdit();
    const title = await screen.findByLabelText(/^Position Title/);
    await user.clear(title);
    await user.type(title, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves title, status and template, then returns to the position', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPositionApi();
    const { router } = renderEdit();
    const title = await screen.findByLabelText(/^Position Title/);
    await user.clear(title);
    await user.type(title, '  Senior .NET Developer ');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Filled' }));
    await user.click(screen.getByRole('combobox', { name: 'Feedback Template' }));
    await user.click(await screen.findByRole('option', { name: '— Not Assigned —' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/positions/27'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      title: 'Senior .NET Developer',
      status: 'filled',
      template_id: null,
    });
  });

  it('offers the known statuses in a select, keeping an unknown current status as an option', async () => {
    acceptRepliesOutsideTheContract('a position keeps a status the list does not know');
    const user = userEvent.setup();
    stubPositionApi(200, { ...position, status: 'archived' });
    renderEdit();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Active', 'Filled', 'Cancelled', 'Paused', 'archived (current)']);
  });

  it('goes Back to the position', async () => {
    const user = userEvent.setup();
    stubPositionApi();
    const { router } = renderEdit();
    await user.click(await screen.findByRole('link', { name: '← Back to position' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/positions/27'));
    expect(screen.getByText('Position page')).toBeInTheDocument();
  });

  it("shows 'Failed to save changes' when saving fails", async () => {
    const user = userEvent.setup();
    stubPositionApi(500);
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
  });
});
