import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, page, queries, stubApi } from '../../test/stub-api';
import { prefetchInterviews, prefetchProfile } from './prefetch-loaders';

describe('prefetch loaders', () => {
  it("ask for the profile and the list's first page without waiting for the answers", async () => {
    const api = stubApi({ 'GET /api/interviews': page([]) });
    expect(await prefetchProfile()).toBeNull();
    expect(await prefetchInterviews()).toBeNull();
    await vi.waitFor(() => expect(callsTo(api, 'GET', '/api/interviews')).toHaveLength(1));
    expect(queries(api, '/api/interviews')).toEqual([
      {
        page: '1',
        limit: '20',
        sort_by: 'date',
        sort_order: 'asc',
        date_from: dayjs().startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      },
    ]);
    expect(callsTo(api, 'GET', '/api/auth/profile')).toHaveLength(1);
  });

  it('ask for the filtered page a shared link names', async () => {
    const api = stubApi({ 'GET /api/interviews': page([]) });
    const request = new Request('http://localhost/interviews?view=past&status=cancelled&q=Ada&page=3');
    await prefetchInterviews({ request });
    await vi.waitFor(() => expect(callsTo(api, 'GET', '/api/interviews')).toHaveLength(1));
    expect(queries(api, '/api/interviews')[0]).toMatchObject({
      page: '3',
      sort_order: 'desc',
      status: 'cancelled',
      search: 'Ada',
      date_to: dayjs().startOf('day').subtract(1, 'ms').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
    });
  });

  it('ask for nothing when signed out', async () => {
    const api = stubApi();
    localStorage.clear();
    await prefetchProfile();
    await prefetchInterviews();
    expect(api).not.toHaveBeenCalled();
  });
});
