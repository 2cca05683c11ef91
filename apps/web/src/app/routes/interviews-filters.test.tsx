import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { type ApiRequest, page, queries, stubApi } from '../../../test/stub-api';
import { makeInterview } from '../../features/interviews/testing/fixtures';
import { queryClient } from '../../lib/query-client';
import { InterviewsPage } from './interviews-page';

const clara = makeInterview({ id: 1 });
const iso = (value: dayjs.Dayjs) => value.format('YYYY-MM-DDTHH:mm:ss.SSSZ');
const midnight = () => dayjs().startOf('day');

function renderList(path = '/interviews') {
  return renderRoutes([{ path: '/interviews', Component: InterviewsPage }], path);
}

/** Answers Clara for the plain list and nothing once anything narrows it. */
const onlyUnfiltered = ({ url }: ApiRequest) => {
  const narrowed = ['search', 'status', 'interviewer_id', 'date_to'].some((key) => url.searchParams.has(key));
  return new Response(JSON.stringify(page(narrowed ? [] : [clara])), {
    headers: { 'Content-Type': 'application/json' },
  });
};

describe('/interviews filters', () => {
  it('tells a recruiter how many of their bookings have overdue feedback and shows them in one click', async () => {
    const user = userEvent.setup();
    const late = makeInterview({
      id: 2,
      feedback_overdue: true,
      feedback_due_at: '2026-03-11T11:00:00.000Z',
    });
    const api = stubApi(
      {
        'GET /api/interviews': ({ url }) =>
          new Response(JSON.stringify(page(url.searchParams.has('overdue') ? [late] : [clara])), {
            headers: { 'Content-Type': 'application/json' },
          }),
        'GET /api/interviews/overdue-count': { count: 3, scope: 'booked_by_me' },
      },
      'recruiter',
    );
    const { router } = renderList();
    const notice = await screen.findByTestId('overdue-notice');
    expect(notice).toHaveTextContent('3 interviews you booked have overdue feedback.');
    await user.click(screen.getByRole('button', { name: 'Show overdue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past&overdue=1&mine=1'));
    await waitFor(() =>
      expect(queries(api, '/api/interviews').at(-1)).toMatchObject({ overdue: 'true', mine: 'true' }),
    );
    expect(await screen.findByTestId('feedback-overdue')).toBeInTheDocument();
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Feedback overdue' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Booked by me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past&overdue=1'));
  });

  it('switches to past interviews when the overdue filter is turned on in the upcoming view', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': page([clara]) }, 'admin');
    const { router } = renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Feedback overdue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past&overdue=1'));
  });

  it('starts at upcoming interviews, soonest first', async () => {
    const api = stubApi({ 'GET /api/interviews': page([clara]) });
    renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(queries(api, '/api/interviews')[0]).toEqual({
      page: '1',
      limit: '20',
      sort_by: 'date',
      sort_order: 'asc',
      date_from: iso(midnight()),
    });
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  });

  it('shows the past most recent first, one click away, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/interviews': page([clara]) });
    const { router } = renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    await user.click(screen.getByRole('radio', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past'));
    await waitFor(() =>
      expect(queries(api, '/api/interviews').at(-1)).toEqual({
        page: '1',
        limit: '20',
        sort_by: 'date',
        sort_order: 'desc',
        date_to: iso(midnight().subtract(1, 'ms')),
      }),
    );
  });

  it('filters by status and searches candidate, position and client, both in the URL', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/interviews': page([clara]) });
    const { router } = renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Acme');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Acme'));
    await user.click(screen.getByPlaceholderText('All statuses'));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Acme&status=cancelled'));
    await waitFor(() =>
      expect(queries(api, '/api/interviews').at(-1)).toMatchObject({ search: 'Acme', status: 'cancelled' }),
    );
  });

  it('reads a shared link: its filters, dates and page go to the server and show in the fields', async () => {
    const api = stubApi({ 'GET /api/interviews': page([clara], { page: 2, total: 30, total_pages: 2 }) });
    renderList('/interviews?view=all&q=Ada&status=scheduled,completed&from=2026-03-01&to=2026-03-31&page=2');
    await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(queries(api, '/api/interviews')[0]).toEqual({
      page: '2',
      limit: '20',
      sort_by: 'date',
      sort_order: 'desc',
      search: 'Ada',
      status: 'scheduled,completed',
      date_from: iso(dayjs('2026-03-01')),
      date_to: iso(dayjs('2026-04-01').subtract(1, 'ms')),
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Ada');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('says when filters match nothing, and clearing them brings the list back', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': onlyUnfiltered });
    const { router } = renderList('/interviews?q=nobody&status=cancelled');
    expect(await screen.findByText('No interviews match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No interviews scheduled')).toBeNull();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(inEmptyState ?? screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /Clara Candidate/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows cached rows at once on a revisit and refreshes them without covering them', async () => {
    let release: () => void = () => {};
    let calls = 0;
    stubApi({
      'GET /api/interviews': async () => {
        calls += 1;
        // The revisit's refresh hangs until released: the rows must show, uncovered, meanwhile.
        if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify(page([clara])), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const first = renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    first.unmount();
    await queryClient.invalidateQueries({ refetchType: 'none' });

    renderList();
    expect(await screen.findByRole('row', { name: /Clara Candidate/ })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    expect(document.querySelector('.mantine-datatable-loader-fetching')).toBeNull();
    release();
  });
});
