import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { listQueries, stubUsersApi } from '../../features/users/testing/users-api';
import { UsersPage } from './users-page';

const renderUsers = (path = '/users') => renderScreen('/users', <UsersPage />, path);

describe('User Management', () => {
  it('lists the users with a link to each', async () => {
    stubUsersApi({});
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Rita Recruiter' });
    expect(link).toHaveAttribute('href', '/users/2');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    if (!row) return;
    expect(within(row).getByText('recruiter@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Recruiter')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('sends the search, role and status filters, sorting and paging as query parameters', async () => {
    const user = userEvent.setup();
    const fetchMock = stubUsersApi({ total: 45 });
    renderUsers();
    await screen.findByRole('link', { name: 'Rita Recruiter' });
    expect(listQueries(fetchMock).at(-1)).toEqual({
      page: '1',
      limit: '20',
      sort_by: 'name',
      sort_order: 'asc',
    });

    await user.type(screen.getByLabelText('Search'), 'rita');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'rita' }));
    // Typing is debounced: one request for the whole word.
    expect(listQueries(fetchMock).filter((query) => query.search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Interviewer' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ role: 'interviewer' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        search: 'rita',
        role: 'interviewer',
        status: 'blocked',
        page: '1',
        limit: '20',
        sort_by: 'name',
        sort_order: 'asc',
      }),
    );

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' }));

    await user.click(screen.getByText('Email', { selector: 'th *' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ sort_by: 'email', sort_order: 'asc', page: '1' }),
    );
  });

  it('keeps the filters in the URL and clears the search when the URL loses it', async () => {
    const fetchMock = stubUsersApi({});
    const { router } = renderUsers('/users?search=rita&status=blocked');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'rita', status: 'blocked' }),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('rita');

    // Fake time from here, so the search box's debounce is run out, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(() => router.navigate('/users'));
      expect(screen.getByLabelText('Search')).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    } finally {
      vi.useRealTimers();
    }
    expect(router.state.location.search).toBe('');
    expect(listQueries(fetchMock).at(-1)).toEqual({
      page: '1',
      limit: '20',
      sort_by: 'name',
      sort_order: 'asc',
    });
  });

  it("shows 'Failed to load users' when the list cannot be loaded", async () => {
    stubUsersApi({
      replies: { 'GET /api/admin/users': () => jsonResponse({ error: { code: 'X', message: 'no' } }, 400) },
    });
    renderUsers();
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });

  it('tells a non-admin they have no access and asks the server for no users', async () => {
    const fetchMock = stubUsersApi({ role: 'recruiter' });
    renderUsers();
    expect(await screen.findByText('You do not have access to User Management')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull();
    expect(listQueries(fetchMock)).toHaveLength(0);
  });
});
