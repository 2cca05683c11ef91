import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, queries, stubApi } from '../../../test/stub-api';
import { ClientsPage } from './clients-page';

describe('clients screen', () => {
  it('lists clients by name, linking to their page, and sorts by website on request', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/clients': page([
        { id: 4, name: 'Northwind', website: 'https://northwind.example', manatal_id: null },
      ]),
    });
    renderRoutes([{ path: '/clients', Component: ClientsPage }], '/clients');

    expect(await screen.findByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/clients/4');
    expect(screen.getByRole('link', { name: 'https://northwind.example' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const query = () => queries(fetchMock, '/api/clients').at(-1);
    expect(query()).toMatchObject({ sort_by: 'name', sort_order: 'asc' });

    await user.click(screen.getByText('Website'));
    await waitFor(() => expect(query()).toMatchObject({ sort_by: 'website' }));
  });

  it("shows 'Failed to load clients' when the list cannot be read", async () => {
    stubApi({ 'GET /api/clients': () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403) });
    renderRoutes([{ path: '/clients', Component: ClientsPage }], '/clients');
    expect(await screen.findByText('Failed to load clients')).toBeInTheDocument();
  });
});
