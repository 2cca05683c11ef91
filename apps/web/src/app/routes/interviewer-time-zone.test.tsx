import type { Interviewer, InterviewerInterviews } from '@interview-hub/contracts/interviewers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { payCardReplies } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const priya: Interviewer = {
  id: 4,
  name: 'Priya Patel',
  email: 'priya@example.com',
  phone: null,
  telegram: null,
  telegram_chat_id: null,
  price: 60,
  rating: null,
  feedback_folder_id: null,
  notes: null,
  tech_stack: [],
  timezone: 'Asia/Kolkata',
  level_rates: {},
};

const interviews: InterviewerInterviews = {
  upcoming: [
    {
      id: 21,
      date: '2099-12-01T15:00:00.000Z',
      duration: 60,
      status: 'scheduled',
      candidate: { id: 5, name: 'Future Candidate' },
      job: { id: 8, title: 'Platform Engineer' },
      cancellation: null,
      feedback_due_at: null,
      feedback_overdue: false,
    },
  ],
  historical: [],
};

function stubPriya(interviewer: Interviewer = priya) {
  return stubApi(
    {
      'GET /api/interviewers/4': interviewer,
      ...payCardReplies,
      'GET /api/interviewers/4/interviews': interviews,
      'GET /api/interviewers/4/sign-in': { status: 'active' },
      'PUT /api/interviewers/4': ({ body }) => jsonResponse({ ...interviewer, ...body }),
    },
    'recruiter',
  );
}

const renderPriya = () =>
  renderRoutes([{ path: '/interviewers/:id', Component: InterviewerDetailPage }], '/interviewers/4');

describe("an interviewer's time zone", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the zone with its UTC offset on the details card', async () => {
    stubPriya();
    renderPriya();
    expect(await screen.findByText('Asia/Kolkata (UTC+05:30)')).toBeInTheDocument();
  });

  it("shows each interview in the viewer's time and, under it, in the interviewer's when the zones differ", async () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    stubPriya();
    renderPriya();
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Interviews' })).parentElement;
    if (!upcoming) throw new Error('table missing');
    const row = (await within(upcoming).findByText('Future Candidate')).closest('tr');
    if (!row) throw new Error('row missing');
    // 15:00 UTC is 16:00 in Berlin and 20:30 in India.
    expect(row).toHaveTextContent(/Tue, Dec 1, 2099, 4:00\s?PM/);
    expect(row).toHaveTextContent(/Interviewer's time: Tue, Dec 1, 2099, 8:30\s?PM GMT\+5:30/);
  });

  it("shows no second time when the interviewer's zone is the viewer's", async () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    stubPriya();
    renderPriya();
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Interviews' })).parentElement;
    if (!upcoming) throw new Error('table missing');
    await within(upcoming).findByText('Future Candidate');
    expect(within(upcoming).queryByText(/Interviewer's time/)).toBeNull();
  });

  it('edits the zone through a searchable list and saves it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPriya();
    renderPriya();
    await user.click(
      within(await screen.findByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    );
    const field = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(field).toHaveValue('Asia/Kolkata (UTC+05:30)');
    await user.clear(field);
    await user.type(field, 'new_york');
    await user.click(await screen.findByRole('option', { name: /^America\/New_York \(UTC-0[45]:00\)$/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/^America\/New_York \(UTC-0[45]:00\)$/)).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(puts[0]?.[1]?.body)).timezone).toBe('America/New_York');
  });

  it("lists today's names for places the runtime still calls by older ones", async () => {
    const user = userEvent.setup();
    stubPriya({ ...priya, timezone: null });
    renderPriya();
    await user.click(
      within(await screen.findByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Time Zone' }), 'kyiv');
    expect(
      await screen.findByRole('option', { name: /^Europe\/Kyiv \(UTC\+0[23]:00\)$/ }),
    ).toBeInTheDocument();
  });
});
