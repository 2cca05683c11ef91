import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { writes } from '../../../test/stub-api';
import { listQueries, makeUser, stubUsersApi } from '../../features/users/testing/users-api';
import { UsersPage } from './users-page';

async function openModal() {
  renderScreen('/users', <UsersPage />, '/users');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create User' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create User' }));
  const fill = async (label: RegExp, value: string) => user.type(dialog.getByLabelText(label), value);
  const submit = () => user.click(dialog.getByRole('button', { name: 'Create User' }));
  return { dialog, fill, submit };
}

describe('Create User modal', () => {
  it('requires a name and an email and sends nothing without them', async () => {
    const fetchMock = stubUsersApi({});
    const { dialog, fill, submit } = await openModal();

    await submit();
    expect(await dialog.findByText('Name and email are required')).toBeInTheDocument();

    await fill(/^Name/, 'Nora New');
    await submit();
    expect(dialog.getByText('Name and email are required')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it("shows the server's message when the email is taken", async () => {
    stubUsersApi({
      replies: {
        'POST /api/admin/users': () =>
          jsonResponse(
            { error: { code: 'CONFLICT', message: 'A user with this email already exists' } },
            409,
          ),
      },
    });
    const { dialog, fill, submit } = await openModal();
    await fill(/^Name/, 'Rita Again');
    await fill(/^Email/, 'recruiter@example.com');
    await submit();
    expect(await dialog.findByText('A user with this email already exists')).toBeInTheDocument();
  });

  it("falls back to 'Failed to create user' when the server gives no reason", async () => {
    stubUsersApi({
      replies: { 'POST /api/admin/users': () => new Response('Bad gateway', { status: 502 }) },
    });
    const { dialog, fill, submit } = await openModal();
    await fill(/^Name/, 'Nora New');
    await fill(/^Email/, 'nora@example.com');
    await submit();
    expect(await dialog.findByText('Failed to create user')).toBeInTheDocument();
  });

  it('creates a recruiter by default, announces the invitation and refreshes the list', async () => {
    const nora = makeUser({ id: 9, name: 'Nora New', email: 'nora@example.com', role: 'recruiter' });
    let created: unknown;
    const fetchMock = stubUsersApi({
      replies: {
        'POST /api/admin/users': ({ body }) => {
          created = body;
          return jsonResponse(nora, 201);
        },
      },
    });
    const { fill, submit } = await openModal();
    await screen.findByRole('link', { name: 'Rita Recruiter' });
    const listsBefore = listQueries(fetchMock).length;
    await fill(/^Name/, ' Nora New ');
    await fill(/^Email/, 'nora@example.com');
    await fill(/^Phone/, '+1 555');
    await submit();

    expect(await screen.findByText('An invitation email was sent to nora@example.com.')).toBeInTheDocument();
    expect(created).toEqual({
      name: 'Nora New',
      email: 'nora@example.com',
      phone: '+1 555',
      role: 'recruiter',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create User' })).toBeNull());
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThan(listsBefore));
  });
});
