import type { Candidate } from '@interview-hub/contracts/candidates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';
import { CandidatesPage } from '../../../app/routes/candidates-page';

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

function stubList(data: Candidate[]) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = vi.fn<typeof fetch>(async () =>
    jsonResponse({ data, meta: { page: 1, limit: 20, total: data.length, total_pages: 1 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queries = (fetchMock: ReturnType<typeof stubList>) =>
  fetchMock.mock.calls.map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

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
    expect(queries(fetchMock)[0]).toMatchObject({ sort_by: 'name', sort_order: 'asc' });

    await user.click(screen.getByText('Location'));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toMatchObject({ sort_by: 'location', sort_order: 'asc' }),
    );
  });

  it('explains how to get candidates when there are none', async () => {
    stubList([]);
    renderCandidates();
    expect(
      await screen.findByText('No candidates found. Import candidates from Manatal to get started.'),
    ).toBeInTheDocument();
  });
});
