import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { acceptRepliesOutsideTheContract } from '../../../test/response-schemas';
import { sentBodies, stubApi } from '../../../test/stub-api';
import { makeInterviewDetail } from '../../features/interviews/testing/fixtures';
import { InterviewDetailPage } from './interview-detail-page';

function renderDetail(path = '/interviews/5') {
  return renderRoutes(
    [
      { path: '/interviews/:id', Component: InterviewDetailPage },
      { path: '/interviews', Component: () => <p>Interview list</p> },
    ],
    path,
  );
}

const moved = makeInterviewDetail({
  id: 5,
  reschedule_count: 2,
  updated_at: '2026-03-02T12:00:00.000Z',
  recruiter_notes: '<p>Focus on <b>hooks</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  events: [
    {
      id: 1,
      kind: 'created',
      actor: { id: 2, name: 'Rita Recruiter' },
      from_date: null,
      to_date: '2026-03-09T10:00:00.000Z',
      from_duration: null,
      to_duration: 60,
      reason: null,
      cancelled_by: null,
      reason_code: null,
      late: false,
      created_at: '2026-03-01T09:00:00.000Z',
    },
    {
      id: 2,
      kind: 'rescheduled',
      actor: { id: 2, name: 'Rita Recruiter' },
      from_date: '2026-03-09T10:00:00.000Z',
      to_date: '2026-03-10T10:00:00.000Z',
      from_duration: 60,
      to_duration: 60,
      reason: 'Candidate is ill',
      cancelled_by: null,
      reason_code: null,
      late: false,
      created_at: '2026-03-02T12:00:00.000Z',
    },
  ],
});

describe('/interviews/{id}', () => {
  it('shows the hero, participants, position, quick links, sanitised notes and history', async () => {
    stubApi({ 'GET /api/interviews/5': moved });
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Interview with Clara Candidate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Scheduled', { selector: '[data-status=scheduled] span' })).toBeInTheDocument();
    expect(screen.getByText('Rescheduled 2x')).toBeInTheDocument();
    expect(screen.getByText('Senior React Engineer · Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Clara Candidate' })).toHaveAttribute('href', '/candidates/11');
    expect(screen.getByText('Frontend Developer · Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ivan Interviewer' })).toHaveAttribute(
      'href',
      '/interviewers/21',
    );
    expect(screen.getByRole('link', { name: 'ivan@example.com' })).toHaveAttribute(
      'href',
      'mailto:ivan@example.com',
    );
    expect(screen.getByText('Rita Recruiter', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Senior React Engineer' })).toHaveAttribute(
      'href',
      '/positions/31',
    );
    expect(screen.getByRole('link', { name: 'https://acme.example.com' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Frontend template')).toBeInTheDocument();

    for (const [name, href] of [
      ['Join call', 'https://meet.example.com/room'],
      ['Feedback form', 'https://app.example.com/feedback/form/type2/1'],
      ['Job posting', 'https://jobs.example.com/31'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const notes = screen.getByTestId('recruiter-notes');
    expect(within(notes).getByText('hooks').tagName).toBe('B');
    expect(notes.innerHTML).not.toContain('onerror');
    expect(notes.innerHTML).not.toContain('script');

    expect(screen.getByText('Reason: Candidate is ill')).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
  });

  it('leaves out Rescheduled and Last Updated when nothing changed, and shows an unknown status', async () => {
    acceptRepliesOutsideTheContract("spec §4 shows 'Unknown' for a status it does not know");
    const fresh = { ...makeInterviewDetail({ id: 5 }), status: 'on_hold' };
    stubApi({ 'GET /api/interviews/5': fresh });
    renderDetail();
    await screen.findByRole('heading', { name: 'Interview with Clara Candidate' });
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByText(/Rescheduled \dx/)).toBeNull();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.queryByText('Last Updated')).toBeNull();
  });

  it('cancels after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/interviews/5': moved,
      'POST /api/interviews/5/cancel': { ...moved, status: 'cancelled' },
    });
    const { router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Interview' });
    expect(dialog).toHaveTextContent('Clara Candidate');
    await user.click(within(dialog).getByRole('combobox', { name: 'Who cancelled' }));
    await user.click(await screen.findByRole('option', { name: 'The candidate' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Candidate withdrew' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Interview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
    expect(sentBodies(api, 'POST', '/api/interviews/5/cancel')).toEqual([
      { cancelled_by: 'candidate', reason: 'candidate_withdrew' },
    ]);
  });

  it('records an outcome after the start: the dialog, the call and the refreshed interview', async () => {
    const user = userEvent.setup();
    const held = makeInterviewDetail({ id: 5, date: '2026-03-09T10:00:00.000Z' });
    let current = held;
    const api = stubApi({
      'GET /api/interviews/5': () => jsonResponse(current),
      'POST /api/interviews/5/outcome': () => {
        current = {
          ...held,
          status: 'candidate_no_show',
          events: [
            {
              id: 9,
              kind: 'candidate_no_show',
              actor: { id: 1, name: 'Ada Admin' },
              from_date: held.date,
              to_date: null,
              from_duration: null,
              to_duration: null,
              reason: 'Waited 20 minutes',
              cancelled_by: null,
              reason_code: null,
              late: false,
              created_at: '2026-03-09T10:30:00.000Z',
            },
          ],
        };
        return jsonResponse(current);
      },
    });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Record outcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Record outcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    expect(await within(dialog).findByText('Choose what happened')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'The candidate did not show up' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Waited 20 minutes');
    await user.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/interviews/5/outcome')).toEqual([
        { outcome: 'candidate_no_show', note: 'Waited 20 minutes' },
      ]),
    );
    expect(await screen.findByText('The candidate did not show up')).toBeInTheDocument();
    expect(screen.getByText('Note: Waited 20 minutes')).toBeInTheDocument();
    expect(screen.getByText('Candidate no-show', { selector: '[data-status] span' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no outcome before the start, and none once feedback is in', async () => {
    stubApi({
      'GET /api/interviews/5': makeInterviewDetail({
        id: 5,
        date: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      'GET /api/interviews/6': makeInterviewDetail({
        id: 6,
        status: 'completed',
        has_feedback: true,
        feedback_id: 3,
      }),
    });
    const { router } = renderDetail();
    await screen.findByRole('heading', { name: 'Interview with Clara Candidate' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Record outcome' })).toBeNull();
    await router.navigate('/interviews/6');
    expect(await screen.findByText('Completed', { selector: '[data-status] span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record outcome' })).toBeNull();
  });

  it('shows who cancelled, why and that it was late; and an overdue deadline', async () => {
    stubApi({
      'GET /api/interviews/5': makeInterviewDetail({
        id: 5,
        status: 'cancelled',
        cancellation: { by: 'client', reason: 'position_closed', note: 'Budget frozen', late: true },
      }),
      'GET /api/interviews/6': makeInterviewDetail({
        id: 6,
        feedback_due_at: '2026-03-11T11:00:00.000Z',
        feedback_overdue: true,
      }),
    });
    const { router } = renderDetail();
    expect(await screen.findByText('Cancelled by the client')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-reason')).toHaveTextContent(
      'Reason: Position closed or filled (Budget frozen)',
    );
    await router.navigate('/interviews/6');
    expect(await screen.findByText('Feedback overdue')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-due')).toHaveTextContent(/^Feedback due /);
  });

  it("says 'Interview not found' for an unknown interview, and Back goes to the list", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/interviews/5': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
    });
    const { router } = renderDetail();
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
  });
});
