import type { Client } from '@interview-hub/contracts/clients';
import type { Job } from '@interview-hub/contracts/jobs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { type ApiMock, page, queries, stubApi } from '../../../test/stub-api';
import { ClientDetailPage } from './client-detail-page';

const northwind: Client = {
  id: 4,
  name: 'Northwind',
  website: 'https://northwind.example',
  manatal_id: null,
};

const job = (id: number, title: string, status: Job['status']): Job => ({
  id,
  title,
  status,
  client_id: 4,
  client_name: 'Northwind',
  technologies: ['Go'],
  template_id: null,
  template_name: null,
  note_for_interviewers: null,
  feedback_template_link: null,
  posting_link: null,
  manatal_id: null,
  interview_count: 0,
  level: null,
});

/** The client's positions; GET /api/jobs filters them by the `status` query like the server. */
function stubClientApi(positions: Job[]) {
  return stubApi({
    'GET /api/clients/4': northwind,
    'PUT /api/clients/4': ({ body }) => jsonResponse({ ...northwind, ...body }),
    'GET /api/jobs': ({ url }) => {
      const statuses = url.searchParams.get('status')?.split(',');
      const data = positions.filter((p) => !statuses || statuses.includes(p.status));
      return jsonResponse(page(data, { limit: 200, available_statuses: [] }));
    },
  });
}

const jobQueries = (fetchMock: ApiMock) => queries(fetchMock, '/api/jobs');

const renderClient = (id = '4') =>
  renderRoutes([{ path: '/clients/:id', Component: ClientDetailPage }], `/clients/${id}`);

describe('client page', () => {
  it("lists the client's active positions by default, read 200 at a time", async () => {
    const fetchMock = stubClientApi([job(1, 'Go Engineer', 'active'), job(2, 'Old Role', 'filled')]);
    renderClient();
    expect(await screen.findByRole('link', { name: 'Go Engineer' })).toHaveAttribute('href', '/positions/1');
    expect(screen.queryByText('Old Role')).toBeNull();
    expect(jobQueries(fetchMock)[0]).toMatchObject({
      client_id: '4',
      status: 'active',
      limit: '200',
      sort_by: 'title',
      sort_order: 'asc',
    });
  });

  it("offers 'Show All Positions' when there are no open ones and then lists the archived ones", async () => {
    const user = userEvent.setup();
    const fetchMock = stubClientApi([job(2, 'Old Role', 'filled')]);
    renderClient();
    expect(
      await screen.findByText(
        'There are no open positions at this moment. Would you like to see archived ones?',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Positions' }));
    expect(await screen.findByText('Old Role')).toBeInTheDocument();
    expect(jobQueries(fetchMock).at(-1)).not.toHaveProperty('status');
  });

  it("says 'No positions found for this client.' when all statuses are shown and there are none", async () => {
    const user = userEvent.setup();
    stubClientApi([]);
    renderClient();
    await user.click(await screen.findByRole('button', { name: 'Show All Positions' }));
    expect(await screen.findByText('No positions found for this client.')).toBeInTheDocument();
  });

  it('saves the edited client with PUT /api/clients/{id}', async () => {
    const user = userEvent.setup();
    const fetchMock = stubClientApi([]);
    renderClient();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'https://northwind.test');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('link', { name: 'https://northwind.test' })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Northwind',
      website: 'https://northwind.test',
    });
  });

  it('refuses a website that is not a link', async () => {
    const user = userEvent.setup();
    const fetchMock = stubClientApi([]);
    renderClient();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'northwind');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Website must be an http(s) link')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false));
  });

  it("shows 'Client not found' with Back (nothing to retry)", async () => {
    stubClientApi([]);
    renderClient('77');
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
