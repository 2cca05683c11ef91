import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { routes } from '../routes';

function renderSetPassword(path: string) {
  return renderRoutes(routes, path);
}

async function fillAndSubmit(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  const newPassword = await screen.findByLabelText('New Password');
  const confirm = screen.getByLabelText('Confirm Password');
  // Pasting keeps the test fast; typing is covered by the strength test.
  await user.clear(newPassword);
  if (password) await user.paste(password);
  await user.clear(confirm);
  if (confirmPassword) await user.paste(confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
}

describe('set-password page', () => {
  it('disables the form and explains why when the link has no token', async () => {
    renderSetPassword('/set-password');
    expect(
      await screen.findByText('Invalid or missing token. Please check your invitation link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password & Sign In' })).toBeDisabled();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(screen.getByLabelText('Confirm Password')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the validation messages in order and sends nothing while any applies', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderSetPassword('/set-password?token=invite-token');

    const steps: [string, string, string][] = [
      ['', '', 'Please fill in all fields'],
      ['Password1', '', 'Please fill in all fields'],
      ['Pass1', 'Pass1', 'Password must be at least 8 characters long'],
      ['password1', 'password1', 'Password must contain at least one uppercase letter'],
      ['PASSWORD1', 'PASSWORD1', 'Password must contain at least one lowercase letter'],
      ['Passwords', 'Passwords', 'Password must contain at least one number'],
      ['Password1', 'Password2', 'Passwords do not match'],
    ];
    for (const [password, confirmPassword, message] of steps) {
      await fillAndSubmit(password, confirmPassword);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides a rule message as soon as the password meets the rule', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderSetPassword('/set-password?token=invite-token');

    await fillAndSubmit('Passwords', 'Passwords');
    expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), '1');
    expect(screen.queryByText('Password must contain at least one number')).toBeNull();
    // The confirmation now differs, but that is said only on the next submit.
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set Password & Sign In' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows the strength of the password as it is typed', async () => {
    const user = userEvent.setup();
    renderSetPassword('/set-password?token=invite-token');
    const input = await screen.findByLabelText('New Password');
    await user.type(input, 'abc');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Weak');
    await user.type(input, 'DEFG1');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Medium');
    await user.type(input, '!xyz');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
  });

  it('sets the password, stores the returned token and replaces the history with /interviews', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/auth/set-password'
        ? jsonResponse({ token: 'session-token' })
        : // The screen reached afterwards loads its own data; a 404 there must not sign the user out.
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'not in this test' } }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderSetPassword('/set-password?token=invite-token');

    await fillAndSubmit('Password1', 'Password1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toBe('session-token');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/set-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'invite-token', password: 'Password1' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it("shows the server's message when setting the password fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ error: { code: 'INVALID_TOKEN', message: 'This invitation link has expired.' } }, 400),
      ),
    );
    renderSetPassword('/set-password?token=old-token');
    await fillAndSubmit('Password1', 'Password1');
    expect(await screen.findByText('This invitation link has expired.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to a generic message when the server gives no reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('Bad gateway', { status: 502 })),
    );
    renderSetPassword('/set-password?token=invite-token');
    await fillAndSubmit('Password1', 'Password1');
    expect(
      await screen.findByText('Failed to set password. Please try again or contact support.'),
    ).toBeInTheDocument();
  });
});
