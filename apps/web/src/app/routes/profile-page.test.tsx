import type { User } from '@interview-hub/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { ProfilePage } from './profile-page';

const rita: User = {
  id: 2,
  name: 'Rita Recruiter',
  email: 'recruiter@example.com',
  role: 'recruiter',
  phone: '+44 20 7946 0000',
  status: 'active',
  last_login: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

const signIn = () => stubApi({ 'POST /api/auth/logout': { ok: true } }, rita);

function renderProfile() {
  return renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    '/profile',
  );
}

describe('profile page', () => {
  it("shows the signed-in user's account and the change-password form", async () => {
    signIn();
    renderProfile();
    expect(await screen.findByText('recruiter@example.com')).toBeInTheDocument();
    expect(screen.getByText('Rita Recruiter')).toBeInTheDocument();
    expect(screen.getByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toBeInTheDocument();
  });

  it('signs out: tells the server, clears the token and goes to /login', async () => {
    const fetchMock = signIn();
    const { router } = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(logout?.[1]?.method).toBe('POST');
  });
});
