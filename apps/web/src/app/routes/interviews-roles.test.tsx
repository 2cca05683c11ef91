import type { UserRole } from '@interview-hub/contracts/users';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { page, stubApi } from '../../../test/stub-api';
import { makeInterview, makeInterviewDetail } from '../../features/interviews/testing/fixtures';
import { InterviewDetailPage } from './interview-detail-page';
import { InterviewsPage } from './interviews-page';

const interview = makeInterview({ id: 5 });

function renderAs(role: UserRole, path: string) {
  stubApi(
    { 'GET /api/interviews': page([interview]), 'GET /api/interviews/5': makeInterviewDetail({ id: 5 }) },
    role,
  );
  return renderRoutes(
    [
      { path: '/interviews', Component: InterviewsPage },
      { path: '/interviews/:id', Component: InterviewDetailPage },
    ],
    path,
  );
}

describe('interview actions by role', () => {
  it('offers an interviewer no New Interview, Reschedule or Cancel on the list', async () => {
    renderAs('interviewer', '/interviews');
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(screen.getByRole('heading', { name: 'Scheduled Interviews' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New Interview' })).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    // An interviewer sees only their own interviews: no interviewer filter.
    expect(screen.queryByPlaceholderText('All interviewers')).toBeNull();
  });

  it('offers an interviewer no Reschedule or Cancel on the detail screen', async () => {
    renderAs('interviewer', '/interviews/5');
    expect(
      await screen.findByRole('heading', { name: 'Interview with Clara Candidate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers a recruiter New Interview, Reschedule and Cancel on the list and the detail screen', async () => {
    const { router } = renderAs('recruiter', '/interviews');
    const row = await screen.findByRole('row', { name: /Clara Candidate/ });
    expect(screen.getByRole('button', { name: '+ New Interview' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Reschedule/ })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /Cancel/ })).toBeEnabled();
    expect(screen.getByPlaceholderText('All interviewers')).toBeInTheDocument();

    await router.navigate('/interviews/5');
    expect(await screen.findByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('tells an interviewer with no interviews that none are scheduled, without a schedule button', async () => {
    stubApi({ 'GET /api/interviews': page([]) }, 'interviewer');
    renderRoutes([{ path: '/interviews', Component: InterviewsPage }], '/interviews');
    expect(await screen.findByText('No interviews scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule an interview' })).toBeNull();
  });
});
