import type { InterviewSummary } from '@interview-hub/contracts/interview-summary';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { callsTo, page, queries, stubApi } from '../../../test/stub-api';
import { makeInterview } from '../../features/interviews/testing/fixtures';
import { viewerTimeZone } from '../../lib/format-date';
import { InterviewsPage } from './interviews-page';

const clara = makeInterview({ id: 1 });
const summary: InterviewSummary = {
  timezone: 'Europe/Berlin',
  today: { count: 3, date_from: '2026-03-11', date_to: '2026-03-11' },
  this_week: { count: 12, date_from: '2026-03-09', date_to: '2026-03-15' },
  feedback_overdue: { count: 2 },
  no_shows_this_week: { count: 1, date_from: '2026-03-09', date_to: '2026-03-15' },
  without_template: { count: 4 },
};

function renderList(path = '/interviews') {
  return renderRoutes([{ path: '/interviews', Component: InterviewsPage }], path);
}

const strip = () => screen.findByRole('navigation', { name: 'Summary' });
const link = async (name: RegExp) => within(await strip()).findByRole('link', { name });

describe('/interviews summary strip', () => {
  it("shows staff today's and this week's interviews, overdue feedback, no-shows and ones without a template", async () => {
    const api = stubApi(
      { 'GET /api/interviews': page([clara]), 'GET /api/interviews/summary': summary },
      'recruiter',
    );
    renderList();
    expect(await link(/Today/)).toHaveTextContent('Today3');
    expect(await link(/This week/)).toHaveTextContent('This week12');
    expect(await link(/Feedback overdue/)).toHaveTextContent('2');
    expect(await link(/No-shows this week/)).toHaveTextContent('1');
    expect(await link(/Without template/)).toHaveTextContent('4');
    // Today and this week are the viewer's own days.
    expect(queries(api, '/api/interviews/summary')).toEqual([{ timezone: viewerTimeZone() }]);
  });

  it('links each number to the list filtered to exactly the interviews it counts', async () => {
    stubApi({ 'GET /api/interviews': page([clara]), 'GET /api/interviews/summary': summary }, 'admin');
    renderList();
    const notCancelled = 'status=scheduled%2Ccompleted%2Ccandidate_no_show%2Cinterviewer_no_show';
    expect(await link(/Today/)).toHaveAttribute(
      'href',
      `/interviews?view=all&${notCancelled}&from=2026-03-11&to=2026-03-11`,
    );
    expect(await link(/This week/)).toHaveAttribute(
      'href',
      `/interviews?view=all&${notCancelled}&from=2026-03-09&to=2026-03-15`,
    );
    expect(await link(/Feedback overdue/)).toHaveAttribute('href', '/interviews?view=all&overdue=1');
    expect(await link(/No-shows/)).toHaveAttribute(
      'href',
      '/interviews?view=all&status=candidate_no_show%2Cinterviewer_no_show&from=2026-03-09&to=2026-03-15',
    );
    expect(await link(/Without template/)).toHaveAttribute(
      'href',
      '/interviews?view=all&status=scheduled&noTemplate=1',
    );
  });

  it('opens the filtered list with the filter shown in the controls, and Clear filters takes it off', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      { 'GET /api/interviews': page([clara]), 'GET /api/interviews/summary': summary },
      'recruiter',
    );
    const { router } = renderList();
    await user.click(await link(/Without template/));
    await waitFor(() =>
      expect(queries(api, '/api/interviews').at(-1)).toMatchObject({
        no_template: 'true',
        status: 'scheduled',
      }),
    );
    expect(router.state.location.search).toBe('?view=all&status=scheduled&noTemplate=1');
    expect(screen.getByRole('switch', { name: 'Without template' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all'));
    expect(screen.getByRole('switch', { name: 'Without template' })).not.toBeChecked();
  });

  it('says when the summary fails and still shows the list', async () => {
    stubApi(
      {
        'GET /api/interviews': page([clara]),
        'GET /api/interviews/summary': () =>
          jsonResponse({ error: { code: 'FORBIDDEN', message: 'Not allowed' } }, 403),
      },
      'recruiter',
    );
    renderList();
    expect(await screen.findByText('The summary could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Clara Candidate/ })).toBeInTheDocument();
  });

  it('is not shown to an interviewer, who never asks for it', async () => {
    const api = stubApi({ 'GET /api/interviews': page([clara]) }, 'interviewer');
    renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(screen.queryByTestId('interview-summary')).toBeNull();
    expect(callsTo(api, 'GET', '/api/interviews/summary')).toEqual([]);
  });
});
