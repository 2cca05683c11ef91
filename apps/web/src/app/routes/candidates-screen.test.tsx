import type { Candidate } from '@interview-hub/contracts/candidates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { type ApiMock, callsTo, page, queries, stubApi } from '../../../test/stub-api';
import { CandidatesPage } from './candidates-page';

const grace: Candidate = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '415 555 0123',
  location: 'Arlington, VA',
  title: null,
  experience: null,
  manatal_id: null,
};

const stubList = (data: Candidate[]) => stubApi({ 'GET /api/candidates': page(data) });

const listQueries = (fetchMock: ApiMock) => queries(fetchMock, '/api/candidates');

const renderCandidates = () =>
  renderRoutes([{ path: '/candidates', Component: CandidatesPage }], '/candidates');

describe('candidates screen', () => {
  it('lists candidates by name with email, phone and location; sorting by a column asks the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubList([grace]);
    renderCandidates();
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/candidates/7',
    );
    expect(screen.getByText('415 555 0123')).toBeInTheDocument();
    expect(screen.getByText('Arlington, VA')).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toMatchObject({ sort_by: 'name', sort_order: 'asc' });

    await user.click(screen.getByText('Location'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ sort_by: 'location', sort_order: 'asc' }),
    );
  });

  it("shows 'Failed to load candidates' with Retry, which loads the list again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/candidates': () =>
        fail ? jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500) : jsonResponse(page([grace])),
    });
    renderCandidates();
    expect(await screen.findByText('Failed to load candidates')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load candidates')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/candidates').length).toBeGreaterThan(1);
  });

  it('explains how to get candidates when there are none', async () => {
    stubList([]);
    renderCandidates();
    expect(
      await screen.findByText('No candidates found. Import candidates from Manatal to get started.'),
    ).toBeInTheDocument();
  });
});
