import type { InterviewListItem } from '@interview-hub/contracts/interviews';
import type { JobDetail } from '@interview-hub/contracts/jobs';
import type { UserRole } from '@interview-hub/contracts/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, stubApi } from '../../../test/stub-api';
import { PositionDetailPage } from './position-detail-page';

const position: JobDetail = {
  id: 27,
  title: '.NET Developer',
  status: 'active',
  client_id: 5,
  client_name: 'Lumen Logistics',
  client: { id: 5, name: 'Lumen Logistics', website: null },
  technologies: ['C#', 'Azure'],
  template_id: null,
  template_name: null,
  note_for_interviewers: 'Ask about async.',
  internal_notes: 'Fee 18%',
  feedback_template_link: null,
  posting_link: null,
  manatal_id: null,
  interview_count: 2,
  level: null,
};

const interview = (id: number, date: string, candidate: string): InterviewListItem => ({
  id,
  status: 'scheduled',
  date,
  duration: 60,
  reschedule_count: 0,
  call_link: null,
  feedback_form_link: null,
  recruiter_notes: null,
  created_at: date,
  updated_at: date,
  template_id: null,
  template: null,
  candidate: { id: id + 100, name: candidate, title: null, location: null, email: null },
  candidate_id: id + 100,
  interviewer: { id: 3, name: 'Ian Interviewer', email: 'ian@example.com', timezone: null },
  interviewer_id: 3,
  recruiter: null,
  job: { id: 27, title: '.NET Developer', posting_link: null, template_id: null, client: null },
  job_id: 27,
  has_feedback: false,
  feedback_id: null,
  cancellation: null,
  feedback_due_at: null,
  feedback_overdue: false,
  client_decision: null,
});

function stubPositionApi({
  role = 'recruiter' as UserRole,
  interviews = [] as InterviewListItem[],
  job = position,
} = {}) {
  return stubApi(
    {
      'GET /api/jobs/27': job,
      'PUT /api/jobs/27': ({ body }) => jsonResponse({ ...job, ...body }),
      'GET /api/interviews': page(interviews, { limit: 200 }),
      'GET /api/templates': { templates: [] },
    },
    role,
  );
}

const renderPosition = (id = '27') =>
  renderRoutes([{ path: '/positions/:id', Component: PositionDetailPage }], `/positions/${id}`);

describe('position page', () => {
  it('shows the hero, the read-only fields and the interviews latest first', async () => {
    const fetchMock = stubPositionApi({
      interviews: [
        interview(1, '2026-01-10T10:00:00.000Z', 'Early Bird'),
        { ...interview(2, '2026-03-10T10:00:00.000Z', 'Latest One'), client_decision: 'hired' },
        interview(3, '2026-02-10T10:00:00.000Z', 'Middle Child'),
      ],
    });
    renderPosition();
    expect(await screen.findByRole('heading', { name: '.NET Developer' })).toBeInTheDocument();
    expect(screen.getByText('Position ID: 27')).toBeInTheDocument();
    expect(screen.getByText('2 interviews')).toBeInTheDocument();
    expect(screen.getByText('No template')).toBeInTheDocument();
    expect(screen.getByText('Fee 18%')).toBeInTheDocument();

    await screen.findByText('Latest One');
    const candidates = ['Early Bird', 'Latest One', 'Middle Child'];
    const names = screen
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((name) => candidates.includes(name ?? ''));
    expect(names).toEqual(['Latest One', 'Middle Child', 'Early Bird']);
    expect(screen.getByRole('columnheader', { name: "Client's decision" })).toBeInTheDocument();
    const latest = screen.getByRole('link', { name: 'Latest One' }).closest('tr') as HTMLElement;
    expect(within(latest).getByText('Hired')).toBeInTheDocument();
    const interviewsUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/interviews');
    expect(interviewsUrl?.searchParams.get('job_id')).toBe('27');
  });

  it("says 'No interviews scheduled yet' for a position without interviews", async () => {
    stubPositionApi();
    renderPosition();
    expect(await screen.findByText('No interviews scheduled yet')).toBeInTheDocument();
  });

  it('saves edits: a bare spreadsheet ID becomes a link and duplicate technologies are ignored whatever their case', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPositionApi();
    renderPosition();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText(/Feedback Template Link/), '1AbCdEfGhIjKlMn');
    const tags = screen.getByRole('combobox', { name: 'Tech Stack' });
    await user.type(tags, 'azure{Enter}Docker{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove C#' }));
    const notes = screen.getByLabelText('Notes for Interviewers');
    await user.clear(notes);
    await user.type(notes, 'Bring a laptop.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const link = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMn/edit';
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByText('Bring a laptop.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      technologies: ['Azure', 'Docker'],
      template_id: null,
      note_for_interviewers: 'Bring a laptop.',
      internal_notes: 'Fee 18%',
      feedback_template_link: link,
    });
  });

  it('cancels an edit and keeps the saved values', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPositionApi();
    renderPosition();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Notes for Interviewers'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Ask about async.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows an interviewer neither the internal notes nor the edit buttons', async () => {
    const { internal_notes: _hidden, ...withoutInternal } = position;
    stubPositionApi({ role: 'interviewer', job: withoutInternal });
    renderPosition();
    const details = (await screen.findByRole('heading', { name: 'Position Details' })).closest('div');
    expect(await screen.findByText('Ask about async.')).toBeInTheDocument();
    expect(screen.queryByText('Internal Notes')).toBeNull();
    expect(within(details ?? document.body).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: "Client's decision" })).toBeNull();
  });

  it("shows 'Position not found' with Back for an unknown position", async () => {
    stubPositionApi();
    renderPosition('999');
    expect(await screen.findByText('Position not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
