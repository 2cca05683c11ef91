import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { UserRole } from '@interview-hub/contracts/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { callsTo, type Reply, stubApi } from '../../../test/stub-api';
import { calendarNotConnected, makeAvailability } from '../../features/interviewers/testing/fixtures';
import { payCardReplies } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const noor: Interviewer = {
  id: 5,
  name: 'Noor Haddad',
  email: 'noor@example.com',
  phone: null,
  telegram: null,
  telegram_chat_id: null,
  price: 70,
  rating: null,
  feedback_folder_id: null,
  notes: null,
  tech_stack: [],
  timezone: null,
  level_rates: {},
};

function stubNoor(options: { role?: UserRole; status?: string; invite?: Reply } = {}) {
  return stubApi(
    {
      'GET /api/interviewers/5': noor,
      ...payCardReplies,
      'GET /api/interviewers/5/interviews': { upcoming: [], historical: [] },
      'GET /api/interviewers/5/calendar': calendarNotConnected,
      'GET /api/interviewers/5/availability': makeAvailability(),
      'GET /api/interviewers/5/sign-in': { status: options.status ?? 'none' },
      'POST /api/interviewers/5/invite': options.invite ?? (() => jsonResponse({ status: 'invited' }, 201)),
    },
    options.role ?? 'recruiter',
  );
}

const renderNoor = () =>
  renderRoutes([{ path: '/interviewers/:id', Component: InterviewerDetailPage }], '/interviewers/5');

describe("an interviewer's sign-in on their page", () => {
  it("invites an interviewer who cannot sign in yet and then shows 'Invitation sent'", async () => {
    const user = userEvent.setup();
    const fetchMock = stubNoor();
    renderNoor();
    expect(await screen.findByText('No sign-in yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite to sign in' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to sign in' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/interviewers/5/invite')).toHaveLength(1);
  });

  it('shows that an interviewer already has sign-in access, with nothing to invite', async () => {
    stubNoor({ status: 'active' });
    renderNoor();
    expect(await screen.findByText('Has sign-in access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to sign in' })).toBeNull();
  });

  it("shows the server's reason when a user with the e-mail exists after all", async () => {
    const user = userEvent.setup();
    stubNoor({
      invite: () =>
        jsonResponse({ error: { code: 'CONFLICT', message: 'A user with this email already exists' } }, 409),
    });
    renderNoor();
    await user.click(await screen.findByRole('button', { name: 'Invite to sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists');
  });

  it('offers no invitation to an interviewer reading their own page', async () => {
    const fetchMock = stubNoor({ role: 'interviewer' });
    renderNoor();
    expect(await screen.findByRole('heading', { name: 'Noor Haddad' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-in')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite to sign in' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/interviewers/5/sign-in')).toHaveLength(0);
  });
});
