import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { acceptRepliesOutsideTheContract } from '../../../test/response-schemas';
import { callsTo, page, stubApi } from '../../../test/stub-api';
import { makeInterview } from '../../features/interviews/testing/fixtures';
import { InterviewsPage } from './interviews-page';

/** How often the list's DataTable has rendered: it is the screen's costliest render, so it must not repeat idly. */
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('mantine-datatable', async (importOriginal) => {
  const original = await importOriginal<typeof import('mantine-datatable')>();
  return {
    ...original,
    DataTable: (props: Parameters<typeof original.DataTable>[0]) => {
      tableRenders.count += 1;
      return original.DataTable(props);
    },
  };
});

function Elsewhere() {
  return <p>Elsewhere</p>;
}

function renderList() {
  return renderRoutes(
    [
      { path: '/interviews', Component: InterviewsPage },
      { path: '*', Component: Elsewhere },
    ],
    '/interviews',
  );
}

const scheduled = makeInterview({ id: 1, reschedule_count: 2, duration: 90 });
const cancelled = makeInterview({
  id: 2,
  status: 'cancelled',
  candidate: { id: 12, name: 'Rory Williams', title: null, location: null, email: null },
});

describe('/interviews', () => {
  it('lists interviews with their columns, links and actions', async () => {
    stubApi({ 'GET /api/interviews': page([scheduled, cancelled]) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Scheduled Interviews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Interview' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Candidate',
      'Job Title',
      'Interviewer',
      'Date/Time',
      'Duration',
      'Reschedules',
      'Status',
      'Actions',
    ]);
    expect(within(row).getByRole('link', { name: 'Clara Candidate' })).toHaveAttribute(
      'href',
      '/candidates/11',
    );
    expect(within(row).getByRole('link', { name: 'Senior React Engineer' })).toHaveAttribute(
      'href',
      '/positions/31',
    );
    expect(within(row).getByRole('link', { name: 'Ivan Interviewer' })).toHaveAttribute(
      'href',
      '/interviewers/21',
    );
    expect(row).toHaveTextContent('1.5 hours');
    expect(row).toHaveTextContent('Scheduled');
    expect(within(row).getByRole('button', { name: /Reschedule/ })).toBeEnabled();
    const closedRow = screen.getByRole('row', { name: /Rory Williams/ });
    expect(within(closedRow).getByRole('button', { name: /Cancel/ })).toBeDisabled();
  });

  it('opens the interview from its date, duration, reschedules or status cell', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': page([scheduled]) });
    const { router } = renderList();
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    await user.click(within(row).getByText('2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews/1'));
  });

  it('sorts on the server by the clicked column', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/interviews': page([scheduled]) });
    renderList();
    await screen.findByRole('row', { name: /Clara Candidate/ });
    // Sortable headers are buttons.
    await user.click(screen.getByRole('button', { name: /^Candidate/ }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/interviews').at(-1)?.url.searchParams.get('sort_by')).toBe(
        'candidate',
      ),
    );
    expect(callsTo(api, 'GET', '/api/interviews')[0]?.url.searchParams.get('sort_by')).toBe('date');
  });

  it('opens the reschedule and cancel dialogs from a row', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': page([scheduled]) });
    renderList();
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    // The dialogs' code loads on first use, so they appear a moment after the click.
    await user.click(within(row).getByRole('button', { name: /Reschedule/ }));
    expect(await screen.findByRole('dialog', { name: 'Reschedule Interview' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(row).getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Interview' })).toHaveTextContent(
      'This action cannot be undone',
    );
  });

  it('does not render the table again when a dialog opens', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': page([scheduled]) });
    renderList();
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    const rendersWithRows = tableRenders.count;
    await user.click(within(row).getByRole('button', { name: /Reschedule/ }));
    expect(await screen.findByRole('dialog', { name: 'Reschedule Interview' })).toBeInTheDocument();
    expect(tableRenders.count).toBe(rendersWithRows);
  });

  it('shows the empty state with a schedule button that opens the wizard', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/interviews': page([]) });
    renderList();
    expect(await screen.findByText('No interviews scheduled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule an interview' }));
    expect(await screen.findByRole('dialog', { name: 'New Interview' })).toBeInTheDocument();
  });

  it('reads a plain array answer', async () => {
    acceptRepliesOutsideTheContract('spec §3 allows a plain array for the list');
    stubApi({ 'GET /api/interviews': [scheduled] });
    renderList();
    expect(await screen.findByRole('row', { name: /Clara Candidate/ })).toBeInTheDocument();
  });

  it('says when the list fails to load', async () => {
    stubApi({
      'GET /api/interviews': () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403),
    });
    renderList();
    expect(await screen.findByText('Failed to fetch interviews')).toBeInTheDocument();
  });
});
