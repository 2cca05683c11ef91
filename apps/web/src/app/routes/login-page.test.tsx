import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { routes } from '../routes';

describe('login page', () => {
  it('sends the browser to the Google sign-in endpoint, with no password form', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderRoutes(routes, '/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(assign).toHaveBeenCalledWith('/api/auth/google/login');
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('shows the reason a sign-in failed', async () => {
    renderRoutes(routes, `/login?error=${encodeURIComponent('Your account is blocked.')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked.');
  });
});
