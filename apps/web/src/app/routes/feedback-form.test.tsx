import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { type Reply, sentBodies, stubApi } from '../../../test/stub-api';
import { feedbackDraftKey } from '../../features/feedback/components/feedback-draft';
import { makeFeedback, makeInterview, makeTemplate } from '../../features/feedback/testing/fixtures';
import { formatDateTime } from '../../lib/format-date';
import { FeedbackFormPage } from './feedback-form-page';

const interview = makeInterview();
const template = makeTemplate();

function renderForm(replies: Record<string, Reply> = {}) {
  const fetchMock = stubApi(
    {
      'GET /api/interviews/5': () => jsonResponse(interview),
      'GET /api/templates/7': () => jsonResponse(template),
      ...replies,
    },
    'interviewer',
  );
  const view = renderScreen(
    '/feedback/form/type2/:interviewId',
    <FeedbackFormPage />,
    '/feedback/form/type2/5',
  );
  return { fetchMock, ...view };
}

const area = (name: string) => within(screen.getByRole('region', { name }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

/** Pasting keeps the tests fast; the counter test types to see it count. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseLevel(user: UserEvent, areaName: string, level: string) {
  await user.click(area(areaName).getByRole('combobox', { name: 'Level' }));
  await user.click(await screen.findByRole('option', { name: level }));
}

async function fillSummary(user: UserEvent) {
  await enter(user, screen.getByRole('textbox', { name: 'Strong sides' }), 'Clear thinking');
  await enter(user, screen.getByRole('textbox', { name: 'Areas for improvement' }), 'Testing');
  await enter(user, screen.getByRole('textbox', { name: 'Overall comment' }), 'Good candidate');
  await user.click(screen.getByRole('radio', { name: 'Pass' }));
  await user.type(screen.getByRole('textbox', { name: 'Rating (1-5)' }), '4');
}

describe('feedback form', () => {
  it.each([
    ['cancelled', 'This interview was cancelled, so no feedback can be given.'],
    ['candidate_no_show', 'The candidate did not show up for this interview, so no feedback can be given.'],
    [
      'interviewer_no_show',
      'The interviewer did not show up for this interview, so no feedback can be given.',
    ],
  ] as const)('explains why a %s interview takes no feedback, and shows no form', async (status, reason) => {
    renderForm({ 'GET /api/interviews/5': () => jsonResponse({ ...interview, status }) });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).toBeNull();
    expect(screen.queryByText(/Feedback can be submitted from/)).toBeNull();
  });

  it("builds the form from the interview's template", async () => {
    renderForm();
    expect(await screen.findByRole('region', { name: 'JavaScript' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'React' })).toBeInTheDocument();
    expect(area('JavaScript').getByRole('checkbox', { name: /Explain the event loop/ })).toBeInTheDocument();
    expect(area('JavaScript').getByText('Middle')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Middle' })).toBeChecked();
  });

  it("falls back to the position's template when the interview names none", async () => {
    const { fetchMock } = renderForm({
      'GET /api/interviews/5': () =>
        jsonResponse(
          makeInterview({ template_id: null, template: null, job: { ...interview.job, template_id: 9 } }),
        ),
      'GET /api/templates/9': () => jsonResponse(makeTemplate({ id: 9, name: 'Backend' })),
    });
    expect(await screen.findByRole('region', { name: 'JavaScript' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/templates/9');
  });

  it("says 'No feedback template attached to this interview' when there is none", async () => {
    renderForm({
      'GET /api/interviews/5': () =>
        jsonResponse(
          makeInterview({ template_id: null, template: null, job: { ...interview.job, template_id: null } }),
        ),
    });
    expect(await screen.findByText('No feedback template attached to this interview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).toBeNull();
  });

  it("says 'Invalid interview id' for an id that is not a number", async () => {
    stubApi({}, 'interviewer');
    renderScreen('/feedback/form/type2/:interviewId', <FeedbackFormPage />, '/feedback/form/type2/abc');
    expect(await screen.findByText('Invalid interview id')).toBeInTheDocument();
  });

  it('shows every message of an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm();
    await screen.findByRole('region', { name: 'JavaScript' });
    await submit(user);

    expect(await screen.findByText('Please correct the errors before submitting.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Recommendation is required.')).toBeInTheDocument();
    expect(screen.getByText('Rating must be between 1 and 5.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/5/feedback')).toEqual([]);
  });

  it('refuses a rating above 5', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('region', { name: 'JavaScript' });
    await fillSummary(user);
    await user.clear(screen.getByRole('textbox', { name: 'Rating (1-5)' }));
    await user.type(screen.getByRole('textbox', { name: 'Rating (1-5)' }), '7');
    await submit(user);
    expect(await screen.findByText('Rating must be between 1 and 5.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('counts the note as it is typed and asks for 30 characters once the area is assessed', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('region', { name: 'JavaScript' });
    await chooseLevel(user, 'JavaScript', 'Meets expectations');
    const note = area('JavaScript').getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Short note');
    expect(area('JavaScript').getByText('10 / 30 characters')).toBeInTheDocument();
    await submit(user);
    expect(await area('JavaScript').findByText('Note must be at least 30 characters.')).toBeInTheDocument();

    await enter(user, note, ' that now runs past thirty.');
    expect(area('JavaScript').getByText('37 / 30 characters')).toBeInTheDocument();
    expect(area('JavaScript').queryByText('Note must be at least 30 characters.')).toBeNull();
    // An area left at N/A needs no note.
    expect(area('React').queryByText('Note must be at least 30 characters.')).toBeNull();
  });

  it('keeps a draft in the browser and restores it after a remount', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await screen.findByRole('region', { name: 'JavaScript' });
    await enter(user, screen.getByRole('textbox', { name: 'Strong sides' }), 'Curious and precise');
    await user.click(screen.getByRole('radio', { name: 'Fail' }));
    expect(localStorage.getItem(feedbackDraftKey(5))).toContain('Curious and precise');
    first.unmount();

    renderScreen('/feedback/form/type2/:interviewId', <FeedbackFormPage />, '/feedback/form/type2/5');
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Strong sides' })).toHaveValue('Curious and precise');
    expect(screen.getByRole('radio', { name: 'Fail' })).toBeChecked();
  });

  it('submits, downloads the returned PDF, forgets the draft and goes to /interviews', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const pdf: Reply = () =>
      new Response('%PDF', {
        status: 201,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="carla.pdf"',
        },
      });
    const { fetchMock, router } = renderForm({ 'POST /api/interviews/5/feedback': pdf });
    await screen.findByRole('region', { name: 'JavaScript' });
    await chooseLevel(user, 'JavaScript', 'Exceeds expectations');
    await user.click(area('JavaScript').getByRole('checkbox', { name: /What is a closure/ }));
    await enter(
      user,
      area('JavaScript').getByRole('textbox', { name: 'Note' }),
      'Explained closures with a real example.',
    );
    await fillSummary(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
    expect(saved).toEqual(['carla.pdf']);
    expect(localStorage.getItem(feedbackDraftKey(5))).toBeNull();
    const [body] = sentBodies(fetchMock, 'POST', '/api/interviews/5/feedback') as Record<string, unknown>[];
    expect(body).toMatchObject({
      interview_id: 5,
      feedback_type: 'by_knowledge_area',
      candidate_level: 'Middle',
      rating: 4,
      overall_recommendation: 'Pass',
      strong_sides: 'Clear thinking',
      areas_for_improvements: 'Testing',
      overall_comment: 'Good candidate',
    });
    expect(JSON.parse(String(body?.feedback_text))).toEqual([
      {
        id: 11,
        name: 'JavaScript',
        level: 'exceeds expectations',
        questions: [{ id: 101, text: 'What is a closure?', level: 'junior' }],
        note: 'Explained closures with a real example.',
      },
      { id: 12, name: 'React', level: 'N/A', questions: [], note: '' },
    ]);
  });

  it("maps the server's field errors and says 'Failed to submit feedback.' otherwise", async () => {
    const user = userEvent.setup();
    let status = 400;
    renderForm({
      'POST /api/interviews/5/feedback': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid',
              details: [{ path: 'overall_comment', message: 'Comment looks empty once cleaned.' }],
            },
          },
          status,
        ),
    });
    await screen.findByRole('region', { name: 'JavaScript' });
    await fillSummary(user);
    await submit(user);
    expect(await screen.findByText('Comment looks empty once cleaned.')).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors before submitting.')).toBeInTheDocument();

    status = 500;
    await submit(user);
    expect(await screen.findByText('Failed to submit feedback.')).toBeInTheDocument();
  });

  it('shows feedback already given read-only, with a link to it, instead of a blank form', async () => {
    const { fetchMock } = renderForm({
      'GET /api/interviews/5': () =>
        jsonResponse(makeInterview({ status: 'completed', has_feedback: true, feedback_id: 21 })),
      'GET /api/feedbacks/21': () => jsonResponse(makeFeedback({ id: 21 })),
    });
    expect(await screen.findByText('Good candidate')).toBeInTheDocument();
    expect(screen.getByText('Knows closures well and explained them with an example.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the feedback' })).toHaveAttribute('href', '/feedbacks/21');
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/templates/7');
  });

  it("says from when feedback can be given and does not send it before the interview's start", async () => {
    const user = userEvent.setup();
    const date = '2099-12-03T10:00:00.000Z';
    const { fetchMock } = renderForm({
      'GET /api/interviews/5': () => jsonResponse(makeInterview({ date })),
    });
    expect(
      await screen.findByText(
        `Feedback can be submitted from the interview's start, ${formatDateTime(date)}.`,
      ),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'JavaScript' });
    await fillSummary(user);
    const button = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/5/feedback')).toEqual([]);
  });
});
