import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, type Routes, stubApi } from '../../../test/stub-api';
import { CandidateDetailPage } from './candidate-detail-page';
import { ClientDetailPage } from './client-detail-page';
import { FeedbackDetailPage } from './feedback-detail-page';
import { InterviewDetailPage } from './interview-detail-page';
import { InterviewerDetailPage } from './interviewer-detail-page';
import { PositionDetailPage } from './position-detail-page';
import { PositionEditPage } from './position-edit-page';
import { TemplateDetailPage } from './template-detail-page';
import { UserDetailPage } from './user-detail-page';

type PageKind = {
  name: string;
  pattern: string;
  page: ReactNode;
  path: string;
  /** The record's GET, answered 404 or 500. */
  api: string;
  list: string;
  notFound: string;
  failed: string;
  /** Other calls the page makes that should succeed. */
  extra?: Routes;
};

const kinds: PageKind[] = [
  {
    name: 'interview',
    pattern: '/interviews/:id',
    page: <InterviewDetailPage />,
    path: '/interviews/5',
    api: '/api/interviews/5',
    list: '/interviews',
    notFound: 'Interview not found',
    failed: 'Failed to load interview details',
  },
  {
    name: 'candidate',
    pattern: '/candidates/:id',
    page: <CandidateDetailPage />,
    path: '/candidates/5',
    api: '/api/candidates/5',
    list: '/candidates',
    notFound: 'Candidate not found',
    failed: 'Failed to load candidate data',
  },
  {
    name: 'client',
    pattern: '/clients/:id',
    page: <ClientDetailPage />,
    path: '/clients/5',
    api: '/api/clients/5',
    list: '/clients',
    notFound: 'Client not found',
    failed: 'Failed to load client data',
  },
  {
    name: 'position',
    pattern: '/positions/:id',
    page: <PositionDetailPage />,
    path: '/positions/5',
    api: '/api/jobs/5',
    list: '/positions',
    notFound: 'Position not found',
    failed: 'Failed to load position details',
  },
  {
    name: 'position edit',
    pattern: '/positions/:id/edit',
    page: <PositionEditPage />,
    path: '/positions/5/edit',
    api: '/api/jobs/5',
    list: '/positions',
    notFound: 'Position not found',
    failed: 'Failed to load position or templates',
    extra: { 'GET /api/templates': { templates: [] } },
  },
  {
    name: 'template',
    pattern: '/templates/:id',
    page: <TemplateDetailPage />,
    path: '/templates/5',
    api: '/api/templates/5',
    list: '/templates',
    notFound: 'Template not found',
    failed: 'Failed to load template',
  },
  {
    name: 'feedback',
    pattern: '/feedbacks/:id',
    page: <FeedbackDetailPage />,
    path: '/feedbacks/5',
    api: '/api/feedbacks/5',
    list: '/feedbacks',
    notFound: 'Feedback not found. The requested feedback could not be found.',
    failed: 'Failed to load feedback. Please try again.',
  },
  {
    name: 'interviewer',
    pattern: '/interviewers/:id',
    page: <InterviewerDetailPage />,
    path: '/interviewers/5',
    api: '/api/interviewers/5',
    list: '/interviewers',
    notFound: 'Interviewer not found',
    failed: 'Failed to load interviewer details',
    extra: {
      'GET /api/interviewers/5/interviews': {
        data: [],
        meta: { page: 1, limit: 20, total: 0, total_pages: 1 },
      },
    },
  },
  {
    name: 'user',
    pattern: '/users/:id',
    page: <UserDetailPage />,
    path: '/users/5',
    api: '/api/admin/users/5',
    list: '/users',
    notFound: 'User not found',
    failed: 'Failed to load user details',
  },
];

const answer = (status: number) => () =>
  jsonResponse({ error: { code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message: 'x' } }, status);

describe.each(kinds)('the $name page', (kind) => {
  it(`says '${kind.notFound}' with Back and nothing to retry when the API answers 404`, async () => {
    const user = userEvent.setup();
    stubApi({ ...kind.extra, [`GET ${kind.api}`]: answer(404) });
    const { router } = renderScreen(kind.pattern, kind.page, kind.path);
    expect(await screen.findByRole('heading', { name: kind.notFound })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(kind.list));
  });

  it(`says '${kind.failed}' with Retry, which loads again, when the API fails otherwise`, async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ ...kind.extra, [`GET ${kind.api}`]: answer(500) });
    renderScreen(kind.pattern, kind.page, kind.path);
    expect(await screen.findByText(kind.failed)).toBeInTheDocument();
    expect(screen.queryByText(kind.notFound)).toBeNull();
    const before = callsTo(fetchMock, 'GET', kind.api).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', kind.api).length).toBeGreaterThan(before));
  });
});
