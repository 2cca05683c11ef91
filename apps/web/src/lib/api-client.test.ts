import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { acceptRepliesOutsideTheContract } from '../../test/response-schemas';
import { apiRequest, downloadFile, setUnauthorizedHandler } from './api-client';
import { ApiError, getErrorMessage } from './api-error';
import { getToken, setToken } from './auth-store';
import { queryClient } from './query-client';

const onUnauthorized = vi.fn();

beforeEach(() => {
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with the bearer token and answers the parsed body', async () => {
    setToken('t0k3n');
    // A made-up route: what is checked here is the client itself, not a reply of ours.
    acceptRepliesOutsideTheContract('the client is tested on a made-up route');
    const fetchMock = stubFetch(() => jsonResponse({ id: 7 }));

    await expect(
      apiRequest('/api/things', { method: 'POST', body: { name: 'x' }, query: { page: 2, q: undefined } }),
    ).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('sends no token on a call marked unauthenticated', async () => {
    setToken('t0k3n');
    const fetchMock = stubFetch(() => jsonResponse({ token: 'new' }));
    await apiRequest('/api/auth/set-password', { method: 'POST', body: {}, unauthenticated: true });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('clears the token and the cached user and leaves for /login on a 401', async () => {
    setToken('expired');
    queryClient.setQueryData(['auth', 'profile'], { id: 1, name: 'Ada' });
    stubFetch(() => jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } }, 401));

    const error = await apiRequest('/api/auth/profile').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(['auth', 'profile'])).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when an unauthenticated call answers 401', async () => {
    setToken('still-valid');
    stubFetch(() => jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Wrong password' } }, 401));
    await expect(apiRequest('/api/auth/login', { unauthenticated: true })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('throws an ApiError with the status, the response text and the coded error', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Interview not found', details: { id: 9 } } };
    stubFetch(() => jsonResponse(body, 404));

    const error = await apiRequest('/api/interviews/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(404);
    expect(error.responseText).toBe(JSON.stringify(body));
    expect(error.body).toEqual(body);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details).toEqual({ id: 9 });
    expect(error.message).toBe('Interview not found');
    expect(getErrorMessage(error, 'Failed to load interview details')).toBe('Interview not found');
  });

  it('keeps a non-JSON failure as text and shows the fallback message for it', async () => {
    stubFetch(() => new Response('upstream timeout', { status: 504, statusText: 'Gateway Timeout' }));
    const error = await apiRequest('/api/interviews').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 504, responseText: 'upstream timeout', body: null });
    expect(getErrorMessage(error, 'Failed to fetch interviews')).toBe('Failed to fetch interviews');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to fetch interviews')).toBe(
      'Failed to fetch interviews',
    );
  });
});

describe('downloadFile', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('saves the file under its Content-Disposition name and revokes the object URL after 1 second', async () => {
    vi.useFakeTimers();
    setToken('t0k3n');
    const fetchMock = stubFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: { 'Content-Disposition': 'attachment; filename="feedback-12.pdf"' },
        }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:feedback');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await downloadFile('/api/feedbacks/12/download', 'feedback-12.zip');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t0k3n');
    expect(clicked).toEqual([{ href: 'blob:feedback', download: 'feedback-12.pdf' }]);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:feedback');
  });

  it('uses the fallback name when the response names no file', async () => {
    stubFetch(() => new Response('zip'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadFile('/api/feedbacks/3/download', 'feedback-3.zip');
    expect(names).toEqual(['feedback-3.zip']);
  });
});
