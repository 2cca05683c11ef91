import { describe, expect, it, vi } from 'vitest';
import { callsTo, queries, stubApi } from '../../test/stub-api';
import { prefetchInterviews, prefetchProfile } from './prefetch-loaders';

describe('prefetch loaders', () => {
  it("ask for the profile and the list's first page without waiting for the answers", async () => {
    const api = stubApi({ 'GET /api/interviews': { data: [], meta: null } });
    expect(await prefetchProfile()).toBeNull();
    expect(await prefetchInterviews()).toBeNull();
    await vi.waitFor(() => expect(callsTo(api, 'GET', '/api/interviews')).toHaveLength(1));
    expect(queries(api, '/api/interviews')).toEqual([
      { page: '1', limit: '20', sort_by: 'date', sort_order: 'desc' },
    ]);
    expect(callsTo(api, 'GET', '/api/auth/profile')).toHaveLength(1);
  });

  it('ask for nothing when signed out', async () => {
    const api = stubApi();
    localStorage.clear();
    await prefetchProfile();
    await prefetchInterviews();
    expect(api).not.toHaveBeenCalled();
  });
});
