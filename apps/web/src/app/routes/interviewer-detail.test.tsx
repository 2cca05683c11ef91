import type { Interviewer, InterviewerInterviews } from '@interview-hub/contracts/interviewers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { payCardReplies } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const ian: Interviewer = {
  id: 3,
  name: 'Ian Interviewer',
  email: 'ian@example.com',
  phone: null,
  telegram: '@ian',
  telegram_chat_id: null,
  price: 85,
  rating: 4.6,
  feedback_folder_id: 'https://drive.google.com/drive/folders/abc',
  notes: 'Likes React rounds',
  tech_stack: ['React', 'Node.js'],
  timezone: 'Europe/Lisbon',
  level_rates: {},
};

const interviews: InterviewerInterviews = {
  upcoming: [
    {
      id: 11,
      date: '2099-03-02T10:00:00.000Z',
      duration: 60,
      status: 'scheduled',
      candidate: { id: 5, name: 'Future Candidate' },
      job: { id: 8, title: 'Senior React Engineer' },
      cancellation: null,
      feedback_due_at: null,
      feedback_overdue: false,
    },
  ],
  historical: [
    {
      id: 12,
      date: '2024-01-15T10:00:00.000Z',
      duration: 60,
      status: 'completed',
      candidate: { id: 6, name: 'Past Candidate' },
      job: { id: 9, title: 'Go Engineer' },
      cancellation: null,
      feedback_due_at: null,
      feedback_overdue: false,
    },
  ],
};

function stubInterviewerApi(interviewer: Interviewer = ian, role: 'recruiter' | 'interviewer' = 'recruiter') {
  return stubApi(
    {
      'GET /api/interviewers/3': interviewer,
      ...payCardReplies,
      'GET /api/interviewers/3/interviews': interviews,
      'PUT /api/interviewers/3': ({ body }) => jsonResponse({ ...interviewer, ...body }),
    },
    role,
  );
}

const renderInterviewer = (id = '3') =>
  renderRoutes([{ path: '/interviewers/:id', Component: InterviewerDetailPage }], `/interviewers/${id}`);

describe('interviewer page', () => {
  it('shows the details, the rating out of 5, the Drive link and both interview tables', async () => {
    stubInterviewerApi();
    renderInterviewer();
    expect(await screen.findByRole('heading', { name: 'Ian Interviewer' })).toBeInTheDocument();
    expect(screen.getByText('4.6 / 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Google Drive' })).toHaveAttribute(
      'href',
      'https://drive.google.com/drive/folders/abc',
    );

    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Interviews' })).parentElement;
    const historical = screen.getByRole('heading', { name: 'Historical Interviews' }).parentElement;
    if (!upcoming || !historical) throw new Error('tables missing');
    expect(await within(upcoming).findByText('Future Candidate')).toBeInTheDocument();
    expect(within(upcoming).queryByText('Past Candidate')).toBeNull();
    expect(within(historical).getByText('Past Candidate')).toBeInTheDocument();
    expect(within(historical).getByText('Completed')).toBeInTheDocument();
    expect(
      within(upcoming).getByRole('link', { name: 'View interview with Future Candidate' }),
    ).toHaveAttribute('href', '/interviews/11');
  });

  it("reads 'N/A' and 'Not set' when there is no rating or folder", async () => {
    stubInterviewerApi({ ...ian, rating: null, feedback_folder_id: null });
    renderInterviewer();
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
  });

  it('formats the phone while it is typed and saves the whole interviewer, an emptied price as unset', async () => {
    const user = userEvent.setup();
    const fetchMock = stubInterviewerApi();
    renderInterviewer();
    await user.click(
      within(await screen.findByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    );

    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '415');
    expect(phone).toHaveValue('415');
    await user.type(phone, '5550');
    expect(phone).toHaveValue('415 555 0');
    await user.type(phone, '123');
    expect(phone).toHaveValue('415 555 0123');
    await user.type(phone, '44');
    expect(phone).toHaveValue('+41 555 501 2344');

    await user.clear(phone);
    await user.paste('(415) 555-0123');
    expect(phone).toHaveValue('415 555 0123');

    const price = screen.getByLabelText('Price ($/hr)');
    await user.clear(price);
    await user.type(screen.getByRole('combobox', { name: 'Tech Stack' }), 'GraphQL{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('415 555 0123')).toBeInTheDocument();
    // The emptied price reads as unset, not as $0.
    expect(screen.getByText('Price ($/hr)').parentElement).toHaveTextContent(/^Price \(\$\/hr\)Not set$/);
    expect(screen.queryByText('$0')).toBeNull();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Ian Interviewer',
      email: 'ian@example.com',
      phone: '415 555 0123',
      telegram: '@ian',
      telegram_chat_id: '',
      price: null,
      feedback_folder_id: 'https://drive.google.com/drive/folders/abc',
      notes: 'Likes React rounds',
      tech_stack: ['React', 'GraphQL'],
      timezone: 'Europe/Lisbon',
    });
  });

  it('lets an interviewer change their own phone, Telegram and time zone, and nothing else', async () => {
    const user = userEvent.setup();
    const fetchMock = stubInterviewerApi(ian, 'interviewer');
    renderInterviewer();
    await user.click(
      within(await screen.findByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    );
    for (const label of ['Name', 'Email', 'Price ($/hr)', 'Feedback Folder', 'Notes']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeDisabled();
    }
    const telegram = screen.getByLabelText('Telegram Handle');
    expect(telegram).toBeEnabled();
    await user.clear(telegram);
    await user.type(telegram, '@ian_new');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('@ian_new')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Ian Interviewer',
      price: 85,
      telegram: '@ian_new',
      tech_stack: ['React', 'Node.js'],
    });
  });

  it('cancels an edit without saving', async () => {
    const user = userEvent.setup();
    const fetchMock = stubInterviewerApi();
    renderInterviewer();
    await user.click(
      within(await screen.findByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    );
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByRole('button', { name: 'Edit' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ian Interviewer').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("says 'Interviewer not found' with Back for an unknown interviewer", async () => {
    stubInterviewerApi();
    renderInterviewer('99');
    expect(await screen.findByText('Interviewer not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
