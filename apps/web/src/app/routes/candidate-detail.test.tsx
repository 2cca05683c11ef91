import type { CandidateDetail } from '@interview-hub/contracts/candidates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, queries, stubApi } from '../../../test/stub-api';
import { makeInterview } from '../../features/interviews/testing/fixtures';
import { CandidateDetailPage } from './candidate-detail-page';

const candidate: CandidateDetail = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '415 555 0123',
  location: 'Arlington, VA',
  title: 'Senior Engineer',
  experience: 12,
  manatal_id: null,
  notes:
    '[2026-10-03]: <p>Passed the <b>system design</b> round.</p>\n[2026-09-12]: <p>Screening call done.</p>',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const renderCandidate = (id = '7') =>
  renderRoutes([{ path: '/candidates/:id', Component: CandidateDetailPage }], `/candidates/${id}`);

describe('candidate page', () => {
  it("lists the candidate's interviews, latest first, with the client's decision on each", async () => {
    const api = stubApi(
      {
        'GET /api/candidates/7': () => jsonResponse(candidate),
        'GET /api/interviews': page(
          [
            makeInterview({ id: 1, date: '2026-02-01T10:00:00.000Z', client_decision: 'rejected' }),
            makeInterview({
              id: 2,
              date: '2026-03-01T10:00:00.000Z',
              client_decision: null,
              job: { id: 9, title: 'Staff Engineer', posting_link: null, template_id: null, client: null },
            }),
          ],
          { limit: 200 },
        ),
      },
      'recruiter',
    );
    renderCandidate();
    await screen.findByRole('link', { name: 'Staff Engineer' });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Staff Engineer',
      'Senior React Engineer · Acme Corp',
    ]);
    expect(within(rows[0] as HTMLElement).getByLabelText('No decision yet')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Rejected')).toBeInTheDocument();
    expect(queries(api, '/api/interviews')).toEqual([
      expect.objectContaining({ candidate_id: '7', sort_by: 'date', sort_order: 'desc' }),
    ]);
  });

  it('shows the main info and the notes as dated entries', async () => {
    stubApi({ 'GET /api/candidates/7': () => jsonResponse(candidate) });
    renderCandidate();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('12 years')).toBeInTheDocument();

    const entries = screen.getAllByTestId('candidate-note');
    expect(entries).toHaveLength(2);
    expect(within(entries[0] as HTMLElement).getByText('2026-10-03')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('system design').tagName).toBe('B');
    expect(within(entries[1] as HTMLElement).getByText('2026-09-12')).toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('Screening call done.')).toBeInTheDocument();
  });

  it('never lets note HTML run scripts or reach the DOM with handlers', async () => {
    const attack = {
      ...candidate,
      notes:
        '[2026-10-03]: <p>Hi</p><img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>' +
        '[2026-10-04]: <a href="javascript:window.__pwned = true" onclick="window.__pwned = true">link</a>' +
        '<a href="https://example.com/cv">CV</a><form><input name="x"></form><p style="color:red">styled</p>',
    };
    stubApi({ 'GET /api/candidates/7': () => jsonResponse(attack) });
    const { container } = renderCandidate();
    expect(await screen.findByText('Hi')).toBeInTheDocument();

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], form, input')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    for (const content of screen.getAllByTestId('candidate-note-content')) {
      expect(content.querySelector('[style]')).toBeNull();
    }
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'CV' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('styled')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('saves the edited main info with PUT /api/candidates/{id} and shows what the server kept', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/candidates/7': () => jsonResponse(candidate),
      'PUT /api/candidates/7': ({ body }) => jsonResponse({ ...candidate, ...body }),
    });
    renderCandidate();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const location = screen.getByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Lisbon, Portugal');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      location: 'Lisbon, Portugal',
      phone: '415 555 0123',
      experience: 12,
    });
  });

  it('refuses an invalid e-mail before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/candidates/7': () => jsonResponse({ ...candidate, experience: null }),
    });
    renderCandidate();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows 'Candidate not found' with Back (nothing to retry) for an unknown candidate", async () => {
    stubApi({});
    renderCandidate('404');
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows 'Failed to load candidate data' when the server fails", async () => {
    stubApi({
      'GET /api/candidates/7': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderCandidate();
    expect(await screen.findByText('Failed to load candidate data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
