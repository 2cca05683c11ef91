import type { ClientDecisionRecord } from '@interview-hub/contracts/client-decisions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { callsTo, sentBodies, stubApi } from '../../../test/stub-api';
import { makeInterviewDetail } from '../../features/interviews/testing/fixtures';
import { viewerToday } from '../../lib/format-date';
import { InterviewDetailPage } from './interview-detail-page';

const renderDetail = () =>
  renderRoutes([{ path: '/interviews/:id', Component: InterviewDetailPage }], '/interviews/5');

const withFeedback = { id: 5, status: 'completed', has_feedback: true, feedback_id: 3 } as const;
const advanced: ClientDecisionRecord = {
  decision: 'advanced',
  decided_on: '2026-03-12',
  comment: 'Second round with the CTO',
  recorded_by: { id: 2, name: 'Rita Recruiter' },
  recorded_by_party: 'agency',
  recorded_at: '2026-03-12T09:00:00.000Z',
  updated_at: '2026-03-12T09:00:00.000Z',
};

const card = async () => {
  const title = await screen.findByRole('heading', { name: "Client's decision" });
  return title.closest('.mantine-Paper-root') as HTMLElement;
};

describe("the client's decision on the interview page", () => {
  it('records a decision: the form checks the choice, then sends the body and shows the refreshed card', async () => {
    const user = userEvent.setup();
    let saved: ClientDecisionRecord | null = null;
    const api = stubApi(
      {
        'GET /api/interviews/5': () =>
          jsonResponse(makeInterviewDetail({ ...withFeedback, client_decision: saved })),
        'PUT /api/interviews/5/client-decision': ({ body }) => {
          saved = { ...advanced, ...body, comment: (body?.comment as string | undefined) ?? null };
          return jsonResponse(saved);
        },
      },
      'recruiter',
    );
    renderDetail();
    await user.click(within(await card()).getByRole('button', { name: "Record the client's decision" }));
    const dialog = await screen.findByRole('dialog', { name: "Client's decision" });
    expect(within(dialog).getByLabelText(/Decided on/)).toHaveValue(viewerToday());

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the decision')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/interviews/5/client-decision')).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /^Decision/ }));
    await user.click(await screen.findByRole('option', { name: 'Advanced' }));
    await user.clear(within(dialog).getByLabelText(/Decided on/));
    await user.type(within(dialog).getByLabelText(/Decided on/), '2026-03-12');
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Second round with the CTO');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(api, 'PUT', '/api/interviews/5/client-decision')).toEqual([
        { decision: 'advanced', decided_on: '2026-03-12', comment: 'Second round with the CTO' },
      ]),
    );
    const shown = await card();
    expect(await within(shown).findByText('Advanced')).toBeInTheDocument();
    expect(within(shown).getByText('Second round with the CTO')).toBeInTheDocument();
    expect(within(shown).getByText(/^Recorded by Rita Recruiter on /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    stubApi(
      {
        'GET /api/interviews/5': makeInterviewDetail(withFeedback),
        'PUT /api/interviews/5/client-decision': () =>
          jsonResponse(
            {
              error: {
                code: 'RULE_BROKEN',
                message: "The day of the decision cannot be before the interview's day",
              },
            },
            422,
          ),
      },
      'recruiter',
    );
    renderDetail();
    await user.click(within(await card()).getByRole('button', { name: "Record the client's decision" }));
    const dialog = await screen.findByRole('dialog', { name: "Client's decision" });
    await user.click(within(dialog).getByRole('combobox', { name: /^Decision/ }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The day of the decision cannot be before the interview's day",
    );
  });

  it('clears a decision only once confirmed', async () => {
    const user = userEvent.setup();
    let decision: ClientDecisionRecord | null = advanced;
    const api = stubApi({
      'GET /api/interviews/5': () =>
        jsonResponse(makeInterviewDetail({ ...withFeedback, client_decision: decision })),
      'DELETE /api/interviews/5/client-decision': () => {
        decision = null;
        return new Response(null, { status: 204 });
      },
    });
    renderDetail();
    await user.click(within(await card()).getByRole('button', { name: 'Clear' }));
    let confirm = await screen.findByRole('dialog', { name: "Clear the client's decision?" });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'DELETE', '/api/interviews/5/client-decision')).toEqual([]);

    await user.click(within(await card()).getByRole('button', { name: 'Clear' }));
    confirm = await screen.findByRole('dialog', { name: "Clear the client's decision?" });
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    expect(
      await within(await card()).findByRole('button', { name: "Record the client's decision" }),
    ).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/interviews/5/client-decision')).toHaveLength(1);
  });

  it('says why it cannot be recorded before the feedback, and is not shown to an interviewer', async () => {
    stubApi({ 'GET /api/interviews/5': makeInterviewDetail({ id: 5 }) }, 'recruiter');
    const { unmount } = renderDetail();
    expect(
      await within(await card()).findByText("Record the client's decision once the feedback is in."),
    ).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/interviews/5': makeInterviewDetail(withFeedback) }, 'interviewer');
    renderDetail();
    await screen.findByRole('heading', { name: 'Interview with Clara Candidate' });
    expect(screen.queryByRole('heading', { name: "Client's decision" })).toBeNull();
  });
});
