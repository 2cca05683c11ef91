import type { Workspace } from '@interview-hub/contracts/workspace';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, renderScreen } from '../../../test/render';
import { queries, sentBodies, stubApi } from '../../../test/stub-api';
import { makeInterview, makeInterviewDetail } from '../../features/interviews/testing/fixtures';
import { routes } from '../routes';
import { MyInterviewsPage } from './my-interviews-page';

const hour = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

const upcoming = {
  ...makeInterview({ id: 1, date: iso(3), call_link: 'https://meet.example.com/abc' }),
  note_for_interviewers: 'Ask about event sourcing',
};
const started = { ...makeInterview({ id: 2, date: iso(-0.5) }), note_for_interviewers: null };
const owed = {
  ...makeInterview({
    id: 3,
    date: iso(-30),
    candidate: { id: 12, name: 'Omar Owed', title: null, location: null, email: null },
    feedback_due_at: iso(-5),
    feedback_overdue: true,
  }),
  note_for_interviewers: null,
};
const workspace: Workspace = {
  interviewer_id: 21,
  upcoming: [started, upcoming],
  feedback_due: [owed],
  recent: [owed],
  reminders: [
    {
      interview_id: 1,
      kind: 'interviewer_before',
      due_at: iso(2),
      channel: 'telegram',
      candidate_name: 'Clara Candidate',
    },
  ],
};

describe('/my-interviews', () => {
  it('shows upcoming interviews with call link and notes, the feedback owed and the reminders to come', async () => {
    const api = stubApi({ 'GET /api/my-interviews': workspace }, 'interviewer');
    renderScreen('/my-interviews', <MyInterviewsPage />, '/my-interviews');
    expect(await screen.findByRole('heading', { name: 'My interviews' })).toBeInTheDocument();
    const card = screen.getAllByRole('article', { name: 'Interview with Clara Candidate' })[1];
    expect(card).toBeDefined();
    if (!card) return;
    expect(within(card).getByRole('link', { name: 'Join call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(card).getByText(/Ask about event sourcing/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Record outcome' })).toBeNull();

    const due = screen.getByRole('article', { name: 'Feedback for Omar Owed' });
    expect(within(due).getByText('Feedback overdue')).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: 'Give feedback' })).toHaveAttribute(
      'href',
      '/feedback/form/type2/3',
    );
    expect(
      screen.getByText(/Reminder of your interview with Clara Candidate, by Telegram/),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Omar Owed/ })).toBeInTheDocument();
    expect(queries(api, '/api/my-interviews')[0]?.from).toMatch(/T00:00:00\.000/);
    expect(screen.getByRole('link', { name: 'My availability' })).toHaveAttribute(
      'href',
      '/interviewers/21#availability',
    );
  });

  it('records an outcome for an interview that has started', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      {
        'GET /api/my-interviews': workspace,
        'POST /api/interviews/2/outcome': () =>
          jsonResponse(makeInterviewDetail({ id: 2, status: 'candidate_no_show' })),
      },
      'interviewer',
    );
    renderScreen('/my-interviews', <MyInterviewsPage />, '/my-interviews');
    const card = (await screen.findAllByRole('article', { name: 'Interview with Clara Candidate' }))[0];
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: 'Record outcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Record outcome' });
    await user.click(within(dialog).getByRole('radio', { name: 'The candidate did not show up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/interviews/2/outcome')).toEqual([
        { outcome: 'candidate_no_show' },
      ]),
    );
  });

  it('is where an interviewer lands, and their sidebar leads to it', async () => {
    stubApi(
      {
        'GET /api/my-interviews': {
          interviewer_id: null,
          upcoming: [],
          feedback_due: [],
          recent: [],
          reminders: [],
        },
      },
      'interviewer',
    );
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-interviews'));
    expect(await screen.findByText('No interviews ahead.')).toBeInTheDocument();
    expect(screen.getByText('No feedback due. Thank you!')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My interviews' })).toHaveAttribute('aria-current', 'page');
  });
});
