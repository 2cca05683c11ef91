import type { User, UserRole } from '@interview-hub/contracts/users';
import { type Mock, vi } from 'vitest';
import { jsonResponse } from './render';

/** What a reply sees of a request: the URL (with its query), the method and the JSON body, if any. */
export type ApiRequest = { url: URL; method: string; body: Record<string, unknown> | undefined };

/** Answers one route; a plain value instead of a reply is answered as JSON with status 200. */
export type Reply = (request: ApiRequest) => Response | Promise<Response>;

/** The stubbed API's answers by "METHOD /path" (the query is ignored). */
export type Routes = Record<string, Reply | object | string | number | boolean | null>;

export type ApiMock = Mock<typeof fetch>;

/** The seeded demo user of each role, as the profile answers them once signed in (always user id 1). */
const demoUsers: Record<UserRole, Pick<User, 'name' | 'email'>> = {
  admin: { name: 'Ada Admin', email: 'admin@example.com' },
  recruiter: { name: 'Rita Recruiter', email: 'recruiter@example.com' },
  interviewer: { name: 'Ian Interviewer', email: 'interviewer@example.com' },
};

/** The user GET /api/auth/profile answers when signed in as `role`. */
export function signedInUser(role: UserRole): User {
  return {
    id: 1,
    ...demoUsers[role],
    role,
    phone: null,
    status: 'active',
    last_login: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

/**
 * Stores a sign-in token whose payload names `role`, as the server's tokens do: screens decide what to show from
 * it (useCan). The signature is never checked by the client.
 */
export function signInAs(role: UserRole): void {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  localStorage.setItem('token', `${part({ alg: 'HS256' })}.${part({ sub: '1', role })}.signature`);
}

function toRequest(input: string | URL | Request, init: RequestInit | undefined): ApiRequest {
  return {
    url: new URL(String(input), 'http://localhost'),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/**
 * Signs in as `as` (a role's demo user, or the given user) and stubs `fetch`: `routes` answer by "METHOD /path",
 * GET /api/auth/profile answers the signed-in user unless `routes` say otherwise, anything else answers 404.
 * The returned mock records every call; read them with {@link callsTo}, {@link sentBodies}, {@link queries} and
 * {@link writes}.
 */
export function stubApi(routes: Routes = {}, as: UserRole | User = 'admin'): ApiMock {
  const profile = typeof as === 'string' ? signedInUser(as) : as;
  signInAs(profile.role);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = toRequest(input, init);
    const key = `${request.method} ${request.url.pathname}`;
    const route = key in routes ? routes[key] : key === 'GET /api/auth/profile' ? profile : undefined;
    if (route === undefined) {
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `No route ${key}` } }, 404);
    }
    return typeof route === 'function' ? route(request) : jsonResponse(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD path` so far (the query is ignored), oldest first. */
export function callsTo(fetchMock: ApiMock, method: string, path: string): ApiRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => toRequest(input, init))
    .filter((call) => call.method === method && call.url.pathname === path);
}

/** The JSON bodies sent to `METHOD path` so far. */
export function sentBodies(fetchMock: ApiMock, method: string, path: string): unknown[] {
  return callsTo(fetchMock, method, path).map((call) => call.body);
}

/** The query of every GET of `path` so far, each as an object. */
export function queries(fetchMock: ApiMock, path: string): Record<string, string>[] {
  return callsTo(fetchMock, 'GET', path).map((call) => Object.fromEntries(call.url.searchParams));
}

/** The URLs of every write (any method but GET) so far. */
export function writes(fetchMock: ApiMock): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input]) => String(input));
}

/** A page of a list answer, as the list routes give it; `meta` overrides the single-page defaults. */
export function page<T>(data: T[], meta: Record<string, unknown> = {}) {
  return { data, meta: { page: 1, limit: 20, total: data.length, total_pages: 1, ...meta } };
}
