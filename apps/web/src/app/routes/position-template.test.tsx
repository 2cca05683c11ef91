import type { JobDetail } from '@interview-hub/contracts/jobs';
import type { UserRole } from '@interview-hub/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, sentBodies, stubApi } from '../../../test/stub-api';
import { PositionDetailPage } from './position-detail-page';

const position: JobDetail = {
  id: 27,
  title: '.NET Developer',
  status: 'active',
  client_id: 5,
  client_name: 'Lumen Logistics',
  client: { id: 5, name: 'Lumen Logistics', website: null },
  technologies: [],
  template_id: 4,
  template_name: 'Backend Engineer',
  note_for_interviewers: null,
  internal_notes: null,
  feedback_template_link: null,
  posting_link: null,
  manatal_id: null,
  interview_count: 0,
  level: null,
};

const template = (id: number, name: string) => ({
  id,
  name,
  position: null,
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  knowledge_area_count: 0,
});
const templates = [template(4, 'Backend Engineer'), template(9, 'Frontend Engineer')];

/** A token whose role claim is `role`, as the server signs them (the client reads only the claim). */
const tokenFor = (role: UserRole) =>
  `header.${btoa(JSON.stringify({ role })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

function renderPosition(role: UserRole, job: JobDetail = position) {
  const fetchMock = stubApi(
    {
      'GET /api/jobs/27': job,
      'GET /api/templates': { templates },
      'PUT /api/jobs/27': ({ body }) => {
        const id = (body as { template_id: number | null }).template_id;
        const name = templates.find((t) => t.id === id)?.name ?? null;
        return jsonResponse({ ...job, template_id: id, template_name: name });
      },
      'GET /api/interviews': page([], { limit: 200 }),
    },
    role,
  );
  localStorage.setItem('token', tokenFor(role));
  const view = renderRoutes([{ path: '/positions/:id', Component: PositionDetailPage }], '/positions/27');
  return { fetchMock, ...view };
}

describe("a position's template", () => {
  it('shows the template by name, linking to it', async () => {
    renderPosition('interviewer');
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/templates/4',
    );
    expect(screen.queryByText(/^4 \(/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Feedback Template' })).toBeNull();
  });

  it('lets staff attach a template right on the position page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPosition('recruiter', {
      ...position,
      template_id: null,
      template_name: null,
    });
    expect(await screen.findByText('No template')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Feedback Template' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Frontend Engineer' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/jobs/27')).toEqual([{ template_id: 9 }]));
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/templates/9',
    );
  });

  it('lets staff remove the template', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPosition('admin');
    const select = await screen.findByRole('combobox', { name: 'Feedback Template' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '— Not Assigned —' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/jobs/27')).toEqual([{ template_id: null }]),
    );
    expect(await screen.findByText('No template')).toBeInTheDocument();
  });
});
