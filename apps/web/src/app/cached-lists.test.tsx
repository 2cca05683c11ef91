import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { page, stubApi } from '../../test/stub-api';
import { makeFeedback } from '../features/feedback/testing/fixtures';
import { makeCandidate, makeInterviewer, makeJob } from '../features/interviews/testing/fixtures';
import { makeUser } from '../features/users/testing/users-api';
import { queryClient } from '../lib/query-client';
import { routes } from './routes';

const lists = [
  {
    path: '/candidates',
    api: '/api/candidates',
    body: page([makeCandidate({ id: 9, name: 'Clara Candidate' })]),
    row: /Clara Candidate/,
  },
  {
    path: '/clients',
    api: '/api/clients',
    body: page([{ id: 4, name: 'Northwind', website: null, manatal_id: null }]),
    row: /Northwind/,
  },
  {
    path: '/interviewers',
    api: '/api/interviewers',
    body: page([makeInterviewer({ id: 2, name: 'Ian Interviewer' })]),
    row: /Ian Interviewer/,
  },
  {
    path: '/positions',
    api: '/api/jobs',
    body: {
      data: [makeJob({ id: 3, title: 'Go Developer' })],
      meta: { ...page([]).meta, total: 1, available_statuses: ['active'] },
    },
    row: /Go Developer/,
  },
  { path: '/feedbacks', api: '/api/feedbacks', body: page([makeFeedback()]), row: /Carla Candidate/ },
  {
    path: '/users',
    api: '/api/admin/users',
    body: page([makeUser({ name: 'Rita Recruiter' })]),
    row: /Rita Recruiter/,
  },
];

describe('a list revisited', () => {
  it.each(lists)(
    '$path shows its cached rows at once and refreshes them uncovered',
    async ({ path, api, body, row }) => {
      let calls = 0;
      let release: () => void = () => {};
      stubApi({
        [`GET ${api}`]: async () => {
          calls += 1;
          // The revisit's refresh hangs until released: the cached rows show, uncovered, meanwhile.
          if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
          return jsonResponse(body);
        },
      });
      const first = renderRoutes(routes, path);
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
      first.unmount();
      await queryClient.invalidateQueries({ refetchType: 'none' });

      renderRoutes(routes, path);
      await waitFor(() => expect(calls).toBe(2));
      expect(screen.getAllByRole('row').some((r) => row.test(r.textContent ?? ''))).toBe(true);
      expect(document.querySelector('.mantine-datatable-loader-fetching')).toBeNull();
      release();
    },
  );
});
