import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { page, stubApi } from '../../../test/stub-api';
import { makeFeedback } from '../../features/feedback/testing/fixtures';
import { FeedbacksPage } from './feedbacks-page';

describe('feedbacks list', () => {
  it("says 'No feedbacks found' when there are none", async () => {
    stubApi({ 'GET /api/feedbacks': () => jsonResponse(page([])) }, 'interviewer');
    renderScreen('/feedbacks', <FeedbacksPage />, '/feedbacks');
    expect(await screen.findByText('No feedbacks found')).toBeInTheDocument();
  });

  it('lists the feedbacks and opens one on a row click', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/feedbacks': () => jsonResponse(page([makeFeedback()])) }, 'interviewer');
    const { router } = renderScreen('/feedbacks', <FeedbacksPage />, '/feedbacks');
    const row = (await screen.findByText('Carla Candidate')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Ian Interviewer')).toBeInTheDocument();
    expect(within(row).getByText('Acme')).toBeInTheDocument();
    await user.click(within(row).getByText('Frontend Developer'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedbacks/21'));
  });

  it("downloads a row's PDF, named by the server in UTF-8, without opening the row", async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = stubApi(
      {
        'GET /api/feedbacks': () => jsonResponse(page([makeFeedback()])),
        'GET /api/feedbacks/21/download': () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="feedback-21.pdf"; filename*=UTF-8''feedback-21-${encodeURIComponent('олена-коваль')}.pdf`,
            },
          }),
      },
      'interviewer',
    );
    const { router } = renderScreen('/feedbacks', <FeedbacksPage />, '/feedbacks');
    await user.click(await screen.findByRole('button', { name: /^Download PDF/ }));
    await waitFor(() => expect(saved).toEqual(['feedback-21-олена-коваль.pdf']));
    expect(router.state.location.pathname).toBe('/feedbacks');
    const requested = fetchMock.mock.calls.map(([input]) => String(input));
    expect(requested).toContain('/api/feedbacks/21/download?format=pdf');
  });

  it('saves a PDF name, never a zip, when the server names no file', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    stubApi(
      {
        'GET /api/feedbacks': () => jsonResponse(page([makeFeedback()])),
        'GET /api/feedbacks/21/download': () => new Response('%PDF-1.7', { status: 200 }),
      },
      'interviewer',
    );
    renderScreen('/feedbacks', <FeedbacksPage />, '/feedbacks');
    await user.click(await screen.findByRole('button', { name: /^Download PDF/ }));
    await waitFor(() => expect(saved).toEqual(['feedback-21.pdf']));
  });

  it("shows 'Failed to load feedbacks. Please try again.' when the list fails", async () => {
    stubApi({ 'GET /api/feedbacks': () => new Response('', { status: 403 }) }, 'interviewer');
    renderScreen('/feedbacks', <FeedbacksPage />, '/feedbacks');
    expect(await screen.findByText('Failed to load feedbacks. Please try again.')).toBeInTheDocument();
  });
});
