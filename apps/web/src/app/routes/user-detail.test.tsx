import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { type Routes, writes } from '../../../test/stub-api';
import { makeUser, rita, stubUsersApi } from '../../features/users/testing/users-api';
import { UserDetailPage } from './user-detail-page';

const admin = makeUser({ last_login: '2025-03-02T09:30:00.000Z' });

/** An admin's session in which the API knows `user` and answers `replies`. */
function stubApi(user: typeof rita, replies: Routes = {}) {
  const fetchMock = stubUsersApi({ users: [admin, user], replies });
  return { fetchMock, posts: () => writes(fetchMock) };
}

const renderUser = (id: number | string) => renderScreen('/users/:id', <UserDetailPage />, `/users/${id}`);

describe('user details', () => {
  it('shows the user', async () => {
    stubApi(rita);
    renderUser(2);
    expect(await screen.findByRole('heading', { name: 'Rita Recruiter' })).toBeInTheDocument();
    expect(screen.getByText('Recruiter')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Role', 'Status', 'Phone', 'Last login', 'Created', 'Updated']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("shows 'User not found' with a Back button for an unknown user", async () => {
    stubApi(rita);
    const { router } = renderUser(77);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('blocks only after confirmation', async () => {
    const user = userEvent.setup();
    const { posts } = stubApi(rita, {
      'POST /api/admin/users/2/block': () => jsonResponse({ ...rita, status: 'blocked' }),
    });
    renderUser(2);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block user' }));
    expect(posts()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(posts()).toEqual(['/api/admin/users/2/block']);
    expect(screen.getAllByText('Blocked').length).toBeGreaterThan(0);
  });

  it('unblocks at once, without confirmation', async () => {
    const user = userEvent.setup();
    const { posts } = stubApi(
      { ...rita, status: 'blocked' },
      { 'POST /api/admin/users/2/unblock': () => jsonResponse(rita) },
    );
    renderUser(2);
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual(['/api/admin/users/2/unblock']);
  });

  it("shows 'Failed to block user' when blocking fails", async () => {
    const user = userEvent.setup();
    stubApi(rita, { 'POST /api/admin/users/2/block': () => new Response('', { status: 500 }) });
    renderUser(2);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Failed to block user')).toBeInTheDocument();
  });

  it("shows 'Failed to unblock user' when unblocking fails", async () => {
    stubApi(
      { ...rita, status: 'blocked' },
      { 'POST /api/admin/users/2/unblock': () => new Response('', { status: 500 }) },
    );
    renderUser(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Failed to unblock user')).toBeInTheDocument();
  });

  it('sends a password reset and says so', async () => {
    const { posts } = stubApi(rita, {
      'POST /api/admin/users/2/reset-password': () =>
        jsonResponse({ message: 'Password reset email sent successfully' }),
    });
    renderUser(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset email sent successfully')).toBeInTheDocument();
    expect(posts()).toEqual(['/api/admin/users/2/reset-password']);
  });

  it('says when the password reset e-mail could not be sent, with the reason', async () => {
    stubApi(rita, {
      'POST /api/admin/users/2/reset-password': () =>
        jsonResponse(
          { error: { code: 'RULE_BROKEN', message: 'Unblock the user before sending a password reset' } },
          422,
        ),
    });
    renderUser(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to send password reset email')).toBeInTheDocument();
    expect(screen.getByText('Unblock the user before sending a password reset')).toBeInTheDocument();
    expect(screen.queryByText('Password reset email sent successfully')).toBeNull();
  });
});
