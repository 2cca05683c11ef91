import type { Job } from '@interview-hub/contracts/jobs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { type ApiMock, queries, stubApi } from '../../../test/stub-api';
import { PositionsPage } from './positions-page';

function makeJob(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    title: `Position ${id}`,
    status: 'active',
    client_id: 1,
    client_name: 'Northwind',
    technologies: ['React'],
    template_id: null,
    template_name: null,
    note_for_interviewers: null,
    internal_notes: null,
    feedback_template_link: null,
    posting_link: null,
    manatal_id: null,
    interview_count: 0,
    level: null,
    ...overrides,
  };
}

/** GET /api/jobs answers `total` positions in pages of the requested size. */
function stubJobs(total = 45) {
  return stubApi({
    'GET /api/jobs': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const totalPages = Math.max(1, Math.ceil(total / limit));
      const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
      const data = Array.from({ length: count }, (_, i) => makeJob((page - 1) * limit + i + 1));
      return jsonResponse({
        data,
        meta: {
          page,
          limit,
          total,
          total_pages: totalPages,
          available_statuses: ['active', 'filled', 'cancelled'],
        },
      });
    },
  });
}

/** The query of the latest GET /api/jobs, as an object. */
const lastJobsQuery = (fetchMock: ApiMock) => queries(fetchMock, '/api/jobs').at(-1);

function renderPositions(search = '') {
  return renderRoutes([{ path: '/positions', Component: PositionsPage }], `/positions${search}`);
}

/** The labels of the status filter's pills. */
const selectedStatuses = () =>
  Array.from(document.querySelectorAll('.mantine-MultiSelect-pill'), (pill) => pill.textContent);

const urlParams = (router: ReturnType<typeof renderPositions>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('positions screen URL state', () => {
  it('reads active, page 1, 20 per page, by title ascending when the URL says nothing', async () => {
    const fetchMock = stubJobs();
    renderPositions();
    expect(await screen.findByText('Position 1')).toBeInTheDocument();
    expect(lastJobsQuery(fetchMock)).toEqual({
      status: 'active',
      page: '1',
      limit: '20',
      sort_by: 'title',
      sort_order: 'asc',
    });
    expect(screen.getByRole('heading', { name: 'Open Positions' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it.each([
    [
      'page=0&perPage=33&sortBy=salary&sortOrder=up&status=archived',
      'zero page, odd size, unknown sort and status',
    ],
    ['page=-2&perPage=abc&sortBy=&sortOrder=ASC&status=', 'negative page, text size, blank sort and status'],
    ['page=two&perPage=10&sortBy=id&status=,,', 'text page, size not offered, empty status list'],
  ])('falls back to the defaults for invalid values (%s: %s)', async (search) => {
    const fetchMock = stubJobs();
    renderPositions(`?${search}`);
    expect(await screen.findByText('Position 1')).toBeInTheDocument();
    expect(lastJobsQuery(fetchMock)).toEqual({
      status: 'active',
      page: '1',
      limit: '20',
      sort_by: 'title',
      sort_order: 'asc',
    });
  });

  it('keeps valid values, normalises status spellings and drops unknown statuses', async () => {
    const fetchMock = stubJobs(200);
    renderPositions('?status=closed,bogus,canceled&page=2&perPage=50&sortBy=client_name&sortOrder=desc');
    expect(await screen.findByText('Position 51')).toBeInTheDocument();
    expect(lastJobsQuery(fetchMock)).toEqual({
      status: 'filled,cancelled',
      page: '2',
      limit: '50',
      sort_by: 'client_name',
      sort_order: 'desc',
    });
    expect(selectedStatuses()).toEqual(['Filled', 'Cancelled']);
  });

  it('leaves the status out of the request when all three statuses are selected', async () => {
    const fetchMock = stubJobs();
    renderPositions('?status=active,filled,cancelled');
    expect(await screen.findByText('Position 1')).toBeInTheDocument();
    expect(lastJobsQuery(fetchMock)).not.toHaveProperty('status');
    expect(lastJobsQuery(fetchMock)).toMatchObject({ page: '1', limit: '20' });
  });

  it('clamps a page past the end to the last page', async () => {
    const fetchMock = stubJobs(45);
    const { router } = renderPositions('?page=9');
    await waitFor(() => expect(urlParams(router).page).toBe('3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Position 41')).toBeInTheDocument();
    expect(lastJobsQuery(fetchMock)).toMatchObject({ page: '3' });
    expect(screen.getByText('Showing 41-45 of 45')).toBeInTheDocument();
  });

  it('goes back to page 1 when the status filter changes', async () => {
    const user = userEvent.setup();
    const fetchMock = stubJobs(100);
    const { router } = renderPositions('?page=3&sortBy=status');
    expect(await screen.findByText('Position 41')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Filled' }));

    await waitFor(() => expect(urlParams(router)).toMatchObject({ status: 'active,filled', page: '1' }));
    expect(urlParams(router).sortBy).toBe('status');
    await waitFor(() =>
      expect(lastJobsQuery(fetchMock)).toMatchObject({ status: 'active,filled', page: '1' }),
    );
  });

  it('goes back to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const fetchMock = stubJobs(300);
    const { router } = renderPositions('?page=4');
    expect(await screen.findByText('Position 61')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));

    await waitFor(() => expect(urlParams(router)).toMatchObject({ perPage: '50', page: '1' }));
    await waitFor(() => expect(lastJobsQuery(fetchMock)).toMatchObject({ limit: '50', page: '1' }));
  });

  it('does not let the last selected status be unchecked', async () => {
    const user = userEvent.setup();
    const fetchMock = stubJobs();
    const { router } = renderPositions('?status=filled&page=2');
    expect(await screen.findByText('Position 21')).toBeInTheDocument();
    const requests = fetchMock.mock.calls.length;

    const input = screen.getByRole('combobox', { name: 'Status' });
    await user.click(input);
    const filled = await screen.findByRole('option', { name: 'Filled' });
    expect(filled).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(filled);
    await user.type(input, '{Backspace}');

    expect(urlParams(router)).toEqual({ status: 'filled', page: '2' });
    expect(fetchMock.mock.calls.length).toBe(requests);
    expect(selectedStatuses()).toEqual(['Filled']);
  });

  it('moves between pages with Previous and Next and sorts by a column header', async () => {
    const user = userEvent.setup();
    const fetchMock = stubJobs(45);
    const { router } = renderPositions();
    expect(await screen.findByText('Position 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urlParams(router).page).toBe('2'));
    expect(await screen.findByText('Position 21')).toBeInTheDocument();

    await user.click(screen.getByText('Client'));
    await waitFor(() => expect(urlParams(router)).toMatchObject({ sortBy: 'client_name', sortOrder: 'asc' }));
    await waitFor(() => expect(lastJobsQuery(fetchMock)).toMatchObject({ sort_by: 'client_name' }));
  });

  it("shows 'No positions match your filters yet.' when nothing matches", async () => {
    stubJobs(0);
    renderPositions('?status=cancelled');
    expect(await screen.findByText('No positions match your filters yet.')).toBeInTheDocument();
  });

  it("reads 'Page 1 of 1', never 'Page 1 of 0', on an empty list", async () => {
    stubApi({
      'GET /api/jobs': () =>
        jsonResponse({
          data: [],
          meta: { page: 1, limit: 20, total: 0, total_pages: 0, available_statuses: ['active'] },
        }),
    });
    renderPositions('?status=paused');
    expect(await screen.findByText('No positions match your filters yet.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Page 1 of 0')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'Failed to fetch positions' when the list cannot be read", async () => {
    stubApi({ 'GET /api/jobs': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderPositions();
    expect(await screen.findByText('Failed to fetch positions')).toBeInTheDocument();
  });
});
