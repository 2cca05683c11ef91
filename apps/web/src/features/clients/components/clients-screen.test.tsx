import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';
import { ClientsPage } from '../../../app/routes/clients-page';

describe('clients screen', () => {
  it('lists clients by name, linking to their page, and sorts by website on request', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'session-token');
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({
        data: [{ id: 4, name: 'Northwind', website: 'https://northwind.example', manatal_id: null }],
        meta: { page: 1, limit: 20, total: 1, total_pages: 1 },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/clients', Component: ClientsPage }], '/clients');

    expect(await screen.findByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/clients/4');
    expect(screen.getByRole('link', { name: 'https://northwind.example' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const query = () =>
      Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams);
    expect(query()).toMatchObject({ sort_by: 'name', sort_order: 'asc' });

    await user.click(screen.getByText('Website'));
    await waitFor(() => expect(query()).toMatchObject({ sort_by: 'website' }));
  });

  it("shows 'Failed to load clients' when the list cannot be read", async () => {
    localStorage.setItem('token', 'session-token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403)),
    );
    renderRoutes([{ path: '/clients', Component: ClientsPage }], '/clients');
    expect(await screen.findByText('Failed to load clients')).toBeInTheDocument();
  });
});
