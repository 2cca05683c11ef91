import type { User } from '@interview-hub/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { signedInUser, stubApi } from '../../../test/stub-api';
import { routes } from '../routes';

/** Signs in as a user of `role` named Ada Lovelace; the server answers the logout. */
const signInAs = (role: User['role']) =>
  stubApi(
    { 'POST /api/auth/logout': { ok: true } },
    { ...signedInUser(role), name: 'Ada Lovelace', email: 'ada@example.com' },
  );

/** The sidebar once the profile has loaded (the test window is desktop-sized, so the sidebar starts open). */
async function findSidebar() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findByText('Ada Lovelace');
  return within(nav);
}

const everyoneLinks = [
  'Interviews',
  'Positions',
  'Templates',
  'Feedbacks',
  'Interviewers',
  'Candidates',
  'Clients',
];

describe('signed-in layout', () => {
  it('shows the links and the user name but not User Management to a recruiter', async () => {
    signInAs('recruiter');
    renderRoutes(routes, '/interviews');
    const sidebar = await findSidebar();

    for (const name of [...everyoneLinks, 'Profile']) {
      expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', `/${name.toLowerCase()}`);
    }
    expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'User Management' })).toBeNull();
    expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    // Recruiters never see money.
    expect(sidebar.queryByRole('link', { name: 'Finance' })).toBeNull();
    expect(sidebar.queryByRole('link', { name: 'My earnings' })).toBeNull();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Ada Lovelace');
  });

  it('counts the interviews with overdue feedback on the Interviews link, and shows no count at zero', async () => {
    stubApi(
      { 'GET /api/interviews/overdue-count': { count: 4, scope: 'booked_by_me' } },
      { ...signedInUser('recruiter'), name: 'Ada Lovelace', email: 'ada@example.com' },
    );
    renderRoutes(routes, '/positions');
    const sidebar = await findSidebar();
    const link = sidebar.getByRole('link', { name: 'Interviews' });
    expect(await within(link).findByTestId('overdue-count')).toHaveTextContent('4 with overdue feedback');
    expect(link).toHaveAccessibleDescription('4 with overdue feedback');
  });

  it('shows User Management to an admin', async () => {
    signInAs('admin');
    renderRoutes(routes, '/interviews');
    const sidebar = await findSidebar();
    expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/users');
    expect(sidebar.getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/finance');
    expect(sidebar.queryByRole('link', { name: 'My earnings' })).toBeNull();
  });

  it('shows My earnings, not Finance, to an interviewer', async () => {
    signInAs('interviewer');
    renderRoutes(routes, '/my-interviews');
    const sidebar = await findSidebar();
    expect(sidebar.getByRole('link', { name: 'My earnings' })).toHaveAttribute('href', '/my-earnings');
    expect(sidebar.queryByRole('link', { name: 'Finance' })).toBeNull();
    expect(sidebar.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });

  it('collapses and expands the sidebar on desktop', async () => {
    signInAs('recruiter');
    renderRoutes(routes, '/interviews');
    await findSidebar();

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Positions' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('link', { name: 'Positions' })).toBeVisible();
  });

  it('marks the current section in the sidebar', async () => {
    signInAs('recruiter');
    renderRoutes(routes, '/candidates/42');
    const sidebar = await findSidebar();
    expect(sidebar.getByRole('link', { name: 'Candidates' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Interviews' })).not.toHaveAttribute('aria-current');
  });

  it('logs out: tells the server, clears the token and goes to /login', async () => {
    const fetchMock = signInAs('recruiter');
    const token = localStorage.getItem('token');
    const { router } = renderRoutes(routes, '/interviews');
    const sidebar = await findSidebar();

    await userEvent.click(sidebar.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('still logs out locally when the server cannot be reached', async () => {
    signInAs('recruiter');
    const { router } = renderRoutes(routes, '/interviews');
    const sidebar = await findSidebar();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await userEvent.click(sidebar.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
