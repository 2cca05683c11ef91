import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { type Reply, sentBodies, stubApi } from '../../../test/stub-api';
import { makeFeedback } from '../../features/feedback/testing/fixtures';
import { FeedbackDetailPage } from './feedback-detail-page';

function renderFeedback(
  feedback = makeFeedback(),
  replies: Record<string, Reply> = {},
  role: 'interviewer' | 'admin' = 'interviewer',
) {
  const fetchMock = stubApi({ 'GET /api/feedbacks/21': () => jsonResponse(feedback), ...replies }, role);
  const view = renderScreen('/feedbacks/:id', <FeedbackDetailPage />, '/feedbacks/21');
  return { fetchMock, ...view };
}

describe('feedback details', () => {
  it('shows the interview and the structured feedback with collapsible questions', async () => {
    const user = userEvent.setup();
    renderFeedback();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Details' })).toBeInTheDocument();
    expect(screen.getByText('By knowledge area')).toBeInTheDocument();
    expect(screen.getByText('Carla Candidate')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('4/5')).toBeInTheDocument();
    expect(screen.getByText('Pass')).toBeInTheDocument();
    expect(screen.getByText('Meets expectations')).toBeInTheDocument();
    expect(screen.getByText('Knows closures well and explained them with an example.')).toBeInTheDocument();
    expect(screen.getByText('Clear thinking')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show questions (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide questions (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('What is a closure?')).toBeVisible();
  });

  it('edits structured feedback with the form rules and saves it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderFeedback(makeFeedback(), {
      'PUT /api/feedbacks/21': ({ body }) => {
        return jsonResponse(makeFeedback({ feedback_text: String(body?.feedback_text) }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // A star is chosen with the keyboard: happy-dom lays nothing out, so pointer positions mean nothing.
    screen.getByRole('radio', { name: '2 of 5 stars' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Remove question: What is a closure?' }));
    await user.type(
      screen.getByRole('textbox', { name: 'New question for area 1' }),
      'What is hoisting?{Enter}',
    );
    const note = screen.getByRole('textbox', { name: 'Area 1 note' });
    await user.clear(note);
    await user.type(note, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note must be at least 30 characters.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/feedbacks/21')).toEqual([]);

    await user.click(note);
    await user.paste(' — though now it is long enough.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/feedbacks/21')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'PUT', '/api/feedbacks/21') as { feedback_text: string }[];
    const saved = JSON.parse(body?.feedback_text ?? '');
    expect(saved).toMatchObject({ rating: 2, overall_recommendation: 'Fail' });
    expect(saved.knowledge_areas[0].questions).toEqual([
      { id: null, text: 'What is hoisting?', level: null },
    ]);
    // Back to the view, showing what was saved.
    expect(await screen.findByText('2/5')).toBeInTheDocument();
  });

  it('edits plain-text feedback in a textarea whose Save is disabled while blank', async () => {
    const user = userEvent.setup();
    renderFeedback(makeFeedback({ feedback_type: 'text', feedback_text: 'Solid candidate.' }));
    expect(await screen.findByText('Solid candidate.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const text = screen.getByRole('textbox', { name: 'Feedback' });
    expect(text).toHaveValue('Solid candidate.');
    await user.clear(text);
    await user.type(text, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(text, 'Hired');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows 'Failed to save feedback. Please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    renderFeedback(makeFeedback({ feedback_text: 'Plain' }), {
      'PUT /api/feedbacks/21': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save feedback. Please try again.')).toBeInTheDocument();
  });

  it('hides Edit from an interviewer who did not write the feedback', async () => {
    renderFeedback(makeFeedback({ author: { id: 99, name: 'Someone Else' } }));
    await screen.findByRole('heading', { level: 1, name: 'Feedback Details' });
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows 'Feedback not found. The requested feedback could not be found.' for an unknown id", async () => {
    stubApi({}, 'interviewer');
    renderScreen('/feedbacks/:id', <FeedbackDetailPage />, '/feedbacks/404');
    expect(
      await screen.findByText('Feedback not found. The requested feedback could not be found.'),
    ).toBeInTheDocument();
  });

  it('downloads the PDF report under the name the server gives', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderFeedback(makeFeedback(), {
      'GET /api/feedbacks/21/download': (request) =>
        request.url.searchParams.get('format') === 'pdf'
          ? new Response('%PDF-1.7', {
              headers: {
                'Content-Disposition': `attachment; filename="feedback-21-carla-candidate.pdf"; filename*=UTF-8''feedback-21-carla-candidate.pdf`,
              },
            })
          : new Response('zip', {
              headers: { 'Content-Disposition': 'attachment; filename="feedback-21.zip"' },
            }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['feedback-21-carla-candidate.pdf']));
  });

  it("shows 'Failed to download feedback. Please try again.' when the download fails", async () => {
    const user = userEvent.setup();
    renderFeedback(makeFeedback(), {
      'GET /api/feedbacks/21/download': () => new Response('', { status: 403 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download feedback. Please try again.')).toBeInTheDocument();
  });
});
