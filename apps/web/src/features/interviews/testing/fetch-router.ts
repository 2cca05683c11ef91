import { vi } from 'vitest';
import { jsonResponse } from '../../../../test/render';

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * A `fetch` stand-in answering by "METHOD /path" (query ignored); unknown routes answer 404. The mock records
 * every call, so tests can read what was sent.
 */
export function stubApi(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) {
      return jsonResponse(
        { error: { code: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` } },
        404,
      );
    }
    return typeof route === 'function' ? (route as Handler)({ url, method, body }) : jsonResponse(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, with their query and JSON body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }))
    .filter((call) => call.method === method && call.url.pathname === path);
}

export const page = <T>(data: T[]) => ({
  data,
  meta: { page: 1, limit: 20, total: data.length, total_pages: 1 },
});
