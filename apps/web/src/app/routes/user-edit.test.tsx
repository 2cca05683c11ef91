import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import type { Routes } from '../../../test/stub-api';
import { makeUser, rita, stubUsersApi } from '../../features/users/testing/users-api';
import { UserDetailPage } from './user-detail-page';

const admin = makeUser();

function stubApi(user: typeof rita, replies: Routes = {}) {
  stubUsersApi({ users: user.id === admin.id ? [admin] : [admin, user], replies });
}

const renderUser = (id: number) => renderScreen('/users/:id', <UserDetailPage />, `/users/${id}`);

describe('editing a user', () => {
  it('saves the changes and shows them', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    stubApi(rita, {
      'PUT /api/admin/users/2': ({ body }) => {
        sent = body;
        return jsonResponse({ ...rita, name: 'Rita Lead', role: 'admin' });
      },
    });
    renderUser(2);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Rita Lead');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Rita Lead' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Rita Lead', email: 'recruiter@example.com', phone: null, role: 'admin' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("shows the server's message when an admin tries to change their own role", async () => {
    const user = userEvent.setup();
    stubApi(admin, {
      'PUT /api/admin/users/1': () =>
        jsonResponse(
          { error: { code: 'RULE_BROKEN', message: 'You cannot remove your own admin role' } },
          422,
        ),
    });
    renderUser(1);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Recruiter' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You cannot remove your own admin role')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update user'", async () => {
    const user = userEvent.setup();
    stubApi(rita, { 'PUT /api/admin/users/2': () => new Response('', { status: 503 }) });
    renderUser(2);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });
});
