import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';
import { type Reply, stubApi } from '../../../../test/stub-api';
import { ChangePasswordForm } from './change-password-form';

const stubChangePassword = (reply: Reply) => stubApi({ 'POST /api/auth/change-password': reply });

function renderForm() {
  renderRoutes([{ path: '/profile', element: <ChangePasswordForm /> }], '/profile');
}

type Setup = ReturnType<typeof userEvent.setup>;

/** Fills the three fields (an empty value leaves a field empty) and submits. */
async function submit(user: Setup, current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm New Password', confirm],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password form', () => {
  it('shows the spec messages in order and sends nothing while any applies', async () => {
    const user = userEvent.setup();
    const fetchMock = stubChangePassword(() => jsonResponse({ ok: true }));
    renderForm();

    await submit(user, '', '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');

    await submit(user, 'OldPass1', 'NewPass12', '');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');

    // A confirmation that differs disables the button and says why next to the field.
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass13');
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();

    await submit(user, 'OldPass1', 'Short1', 'Short1');
    expect(screen.getByRole('alert')).toHaveTextContent('New password must be at least 8 characters long');
    expect(screen.queryByText('New passwords do not match')).toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides a message as soon as its cause is fixed, without showing the next one early', async () => {
    const user = userEvent.setup();
    stubChangePassword(() => jsonResponse({ ok: true }));
    renderForm();

    await submit(user, '', '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(screen.getByLabelText('Current Password'), 'OldPass1');
    await user.type(screen.getByLabelText('New Password'), 'NewPass12');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass1');
    // Every field is filled: the message is gone; the mismatch shows only beside its field.
    expect(screen.queryByText('All fields are required')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
  });

  it('rates the new password Weak, Fair, Good or Strong', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('New Password');
    const meter = screen.getByTestId('change-password-strength');
    expect(meter).toHaveTextContent('—');
    await user.type(input, 'abcdefgh');
    expect(meter).toHaveTextContent('Weak');
    await user.type(input, 'A1');
    expect(meter).toHaveTextContent('Fair');
    await user.type(input, 'xy');
    expect(meter).toHaveTextContent('Good');
    await user.type(input, '!');
    expect(meter).toHaveTextContent('Strong');
  });

  it('shows and hides the passwords', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Current Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show or hide current password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it("shows the server's message when the change is refused", async () => {
    const user = userEvent.setup();
    const message = 'Your account has no password yet. Use the link from your invitation email to set one.';
    stubChangePassword(() => jsonResponse({ error: { code: 'RULE_BROKEN', message } }, 422));
    renderForm();
    await submit(user, 'whatever', 'NewPass12', 'NewPass12');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("falls back to 'Failed to change password'", async () => {
    const user = userEvent.setup();
    stubChangePassword(() => new Response('Bad gateway', { status: 502 }));
    renderForm();
    await submit(user, 'OldPass1', 'NewPass12', 'NewPass12');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });

  it('sends the passwords and shows the success message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubChangePassword(() => jsonResponse({ ok: true }));
    renderForm();

    await submit(user, 'OldPass1', 'NewPass12', 'NewPass12');

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'OldPass1',
      new_password: 'NewPass12',
    });
    expect(screen.getByLabelText('New Password')).toHaveValue('');

    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByText('Password changed successfully!')).toBeNull());
  });
});
