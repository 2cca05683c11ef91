import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, page, queries, type Routes, stubApi } from '../../../test/stub-api';
import {
  emptyThroughput,
  load,
  moneyAnswer,
  qualityAnswer,
  speed,
  throughput,
} from '../../features/analytics/testing/fixtures';
import { makeJob } from '../../features/interviews/testing/fixtures';
import { AnalyticsPage } from './analytics-page';

const acme = { id: 5, name: 'Acme', website: null, manatal_id: null };
const globex = { id: 6, name: 'Globex', website: null, manatal_id: null };
const goJob = makeJob({ id: 9, title: 'Senior Go engineer', client_id: 5, client_name: 'Acme' });

const analyticsRoutes = (overrides: Routes = {}): Routes => ({
  'GET /api/clients': page([acme, globex]),
  'GET /api/clients/5': acme,
  'GET /api/jobs': { ...page([goJob]), meta: { ...page([goJob]).meta, available_statuses: ['active'] } },
  'GET /api/jobs/9': { ...goJob, client: { id: 5, name: 'Acme', website: null } },
  'GET /api/analytics/throughput': throughput,
  'GET /api/analytics/speed': speed,
  'GET /api/analytics/load': load,
  'GET /api/analytics/quality': qualityAnswer,
  'GET /api/analytics/money': moneyAnswer,
  ...overrides,
});

const renderAnalytics = (path = '/analytics') => renderScreen('/analytics', <AnalyticsPage />, path);

/** The row of `table` whose first cell reads `name`. */
function row(table: HTMLElement, name: string) {
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Analytics', () => {
  // happy-dom lays nothing out, so every chart's container measures 0×0 and recharts says so; the tables carry
  // the numbers these tests check. Any other warning still shows.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });

  it('sends the filters of the URL with the request and says which range the server used', async () => {
    const fetchMock = stubApi(analyticsRoutes());
    renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15&client_id=5&job_id=9&level=senior');
    expect(await screen.findByTestId('analytics-range')).toHaveTextContent(
      'Mar 2, 2026 – Mar 15, 2026, days in Europe/Kyiv',
    );
    expect(queries(fetchMock, '/api/analytics/throughput')).toEqual([
      { from: '2026-03-02', to: '2026-03-15', client_id: '5', job_id: '9', level: 'senior' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Acme');
    expect(await screen.findByDisplayValue('Senior Go engineer')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('Senior');
  });

  it('ignores the parameters it cannot read and keeps the others', async () => {
    const fetchMock = stubApi(analyticsRoutes());
    renderAnalytics('/analytics?tab=nope&from=2026-13-01&to=2026-03-15&client_id=abc&level=boss');
    expect(await screen.findByRole('tab', { name: 'Throughput', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries(fetchMock, '/api/analytics/throughput')).toEqual([{ to: '2026-03-15' }]),
    );
  });

  it('puts a chosen filter in the URL and asks again with it; a new client drops the position; Reset clears all', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(analyticsRoutes());
    const { router } = renderAnalytics('/analytics?client_id=5&job_id=9');
    await screen.findByTestId('analytics-range');

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Lead' }));
    await waitFor(() => expect(router.state.location.search).toBe('?client_id=5&job_id=9&level=lead'));
    await waitFor(() =>
      expect(queries(fetchMock, '/api/analytics/throughput').at(-1)).toEqual({
        client_id: '5',
        job_id: '9',
        level: 'lead',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    await waitFor(() => expect(router.state.location.search).toBe('?client_id=6&level=lead'));
    expect(queries(fetchMock, '/api/jobs').at(-1)).toMatchObject({ client_id: '6' });

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries(fetchMock, '/api/analytics/throughput').at(-1)).toEqual({}));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();

    // Back undoes the reset: the URL is the state.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?client_id=6&level=lead'));
  });

  it('lists interviews per week by outcome with totals, reschedules by reason and cancellations by who and why', async () => {
    stubApi(analyticsRoutes());
    renderAnalytics();
    const weeks = await screen.findByRole('table', { name: 'Interviews per week' });
    expect(cells(row(weeks, 'Mar 2, 2026'))).toEqual(['7', '0', '1', '0', '2', '10']);
    expect(cells(row(weeks, 'Mar 9, 2026'))).toEqual(['4', '3', '0', '1', '1', '9']);
    const headers = within(weeks)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Week of',
      'Completed',
      'Scheduled',
      'Candidate no-show',
      'Interviewer no-show',
      'Cancelled',
      'Total',
    ]);
    expect(cells(row(weeks, 'Total'))).toEqual(['11', '3', '1', '1', '3', '19']);
    expect(screen.getByRole('figure', { name: /^Interviews per week: chart/ })).toBeInTheDocument();

    const reschedules = screen.getByRole('table', { name: 'Reschedules by reason' });
    expect(cells(row(reschedules, 'Candidate asked for a later day'))).toEqual(['4', '1']);
    expect(cells(row(reschedules, 'No reason given'))).toEqual(['2', '0']);
    const cancellations = screen.getByRole('table', { name: 'Cancellations by who and why' });
    expect(cells(row(cancellations, 'The candidate'))).toEqual(['Candidate withdrew', '2', '1']);
    expect(cells(row(cancellations, 'The client'))).toEqual(['Position closed or filled', '1', '0']);
  });

  it('opens Speed by keyboard from the tabs, with the overall figures and each interviewer', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(analyticsRoutes());
    const { router } = renderAnalytics('/analytics?level=senior');
    (await screen.findByRole('tab', { name: 'Throughput' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Speed' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=speed&level=senior'));

    expect(await screen.findByLabelText('Median time to feedback')).toHaveTextContent('18.5 h');
    expect(screen.getByLabelText('90th percentile')).toHaveTextContent('52 h');
    expect(screen.getByLabelText('Deadline adherence')).toHaveTextContent('75%');
    expect(screen.getByText('15 on time, 4 late, 1 overdue')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hours to feedback per interviewer' });
    expect(cells(row(table, 'Olena Koval'))).toEqual(['12', '6 h', '20.3 h', '11', '1', '0', '92%']);
    expect(cells(row(table, 'Ian Interviewer'))).toEqual(['8', '30 h', '72 h', '4', '3', '1', '50%']);
    expect(queries(fetchMock, '/api/analytics/speed')).toEqual([{ level: 'senior' }]);
  });

  it("marks the weeks above an interviewer's cap, in words as well as colour, and lists who is idle", async () => {
    stubApi(analyticsRoutes());
    renderAnalytics('/analytics?tab=load');
    const table = await screen.findByRole('table', { name: 'Interviews per interviewer per week' });
    const olena = row(table, 'Olena Koval');
    expect(cells(olena)).toEqual(['5', '▲ 6, over the cap of 5', '4', '10', '1']);
    const over = within(olena)
      .getByText(/over the cap of 5/)
      .closest('td');
    expect(over).toHaveAttribute('data-alert', 'true');
    expect(cells(row(table, 'Ian Interviewer'))).toEqual(['None', '2', '3', '5', '0']);
    const idle = screen.getByRole('table', { name: 'Idle for 30 days' });
    expect(cells(row(idle, 'Petra Novak'))).toEqual(['Never', '—']);
  });

  it('compares each interviewer with their peers and flags the one far from them', async () => {
    stubApi(analyticsRoutes());
    renderAnalytics('/analytics?tab=quality');
    const table = await screen.findByRole('table', { name: 'Interviewers against their peers' });
    expect(cells(row(table, 'Olena Koval'))).toEqual([
      '14',
      '12',
      '0 · 1 · 4 · 5 · 2',
      '3.7 (3.5)',
      '50% (48%)',
      '+2 pp',
      '83% (70%)',
      '6',
      '0% (5%)',
      '8% (10%)',
      'None',
    ]);
    const ian = row(table, 'Ian Interviewer');
    expect(within(ian).getByText('Pass rate')).toBeInTheDocument();
    expect(within(ian).getByText('90%').closest('td')).toHaveAttribute('data-alert', 'true');
    expect(within(ian).getByText('+45 pp')).toBeInTheDocument();
    // No client decision yet: one dash, not a dash beside the peers' dash.
    expect(cells(ian)[6]).toBe('—');
    expect(
      screen.getByText(/more than 2 standard errors from the peers' that rests on at least 10 feedbacks/),
    ).toBeInTheDocument();
  });

  it('shows admins the money per month, client and position in the agency currency', async () => {
    stubApi(analyticsRoutes());
    renderAnalytics('/analytics?tab=money');
    const months = await screen.findByRole('table', { name: 'Money per month' });
    expect(cells(row(months, 'March 2026'))).toEqual(['3', '$450.00', '$200.00', '$100.00', '$150.00']);
    const clients = screen.getByRole('table', { name: 'By client' });
    expect(cells(row(clients, 'Acme'))).toEqual(['2', '$300.00', '$100.00', '$100.00', '$100.00']);
    expect(cells(row(clients, 'No client'))).toEqual(['1', '$150.00', '$100.00', '$0.00', '$50.00']);
    const positions = screen.getByRole('table', { name: 'By position' });
    expect(cells(row(positions, 'Senior Go engineer'))).toEqual([
      'Acme',
      '2',
      '$300.00',
      '$100.00',
      '$100.00',
      '$100.00',
    ]);
    expect(cells(row(positions, '2 other positions'))).toEqual([
      '—',
      '1',
      '$150.00',
      '$100.00',
      '$0.00',
      '$50.00',
    ]);
    expect(screen.getByText('The 1 most billed; Download CSV lists every position.')).toBeInTheDocument();
  });

  it('has no Money tab for a recruiter, and a money link opens Throughput instead', async () => {
    const fetchMock = stubApi(analyticsRoutes(), 'recruiter');
    renderAnalytics('/analytics?tab=money');
    expect(await screen.findByRole('tab', { name: 'Throughput', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Throughput',
      'Speed',
      'Load',
      'Quality',
    ]);
    await screen.findByRole('table', { name: 'Interviews per week' });
    expect(callsTo(fetchMock, 'GET', '/api/analytics/money')).toHaveLength(0);
  });

  it("downloads the open section's CSV with the screen's filters", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = stubApi(
      analyticsRoutes({
        'GET /api/analytics/quality.csv': () =>
          new Response('\uFEFFInterviewer,Interviews', {
            headers: {
              'Content-Disposition': 'attachment; filename="analytics-quality-2026-03-02-2026-03-15.csv"',
            },
          }),
      }),
    );
    renderAnalytics('/analytics?tab=quality&from=2026-03-02&to=2026-03-15&client_id=5');
    await screen.findByRole('table', { name: 'Interviewers against their peers' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['analytics-quality-2026-03-02-2026-03-15.csv']));
    expect(queries(fetchMock, '/api/analytics/quality.csv')).toEqual([
      { from: '2026-03-02', to: '2026-03-15', client_id: '5' },
    ]);
  });

  it('says when the range has no interviews', async () => {
    stubApi(analyticsRoutes({ 'GET /api/analytics/throughput': emptyThroughput }));
    renderAnalytics();
    expect(await screen.findByText('No interviews in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = stubApi(
      analyticsRoutes({
        'GET /api/analytics/load': () =>
          fail
            ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }, 500)
            : jsonResponse(load),
      }),
    );
    renderAnalytics('/analytics?tab=load');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load load');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('table', { name: 'Interviews per interviewer per week' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/analytics/load').length).toBeGreaterThan(1);
  });

  it('is closed to interviewers', async () => {
    const fetchMock = stubApi(analyticsRoutes(), 'interviewer');
    renderAnalytics();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Analytics');
    expect(callsTo(fetchMock, 'GET', '/api/analytics/throughput')).toHaveLength(0);
  });
});
