import type { User } from '@interview-hub/contracts/users';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';

/** Test support for the users screens: a user factory, a stubbed admin API and a renderer. */

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'admin',
    phone: null,
    status: 'active',
    last_login: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export const rita = makeUser({
  id: 2,
  name: 'Rita Recruiter',
  email: 'recruiter@example.com',
  role: 'recruiter',
});

export type Reply = (init: RequestInit | undefined) => Response;

type StubOptions = {
  /** The signed-in user's role (admin unless said). */
  role?: User['role'];
  /** What the list and the single-user routes know. */
  users?: User[];
  /** The list's total, for paging. */
  total?: number;
  /** Answers that win over the defaults, by "METHOD /path". */
  replies?: Record<string, Reply>;
};

/** Signs in and stubs fetch with the profile, the users list and single users; anything else answers 404. */
export function stubUsersApi({
  role = 'admin',
  users = [makeUser(), rita],
  total,
  replies = {},
}: StubOptions) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    const reply = replies[key];
    if (reply) return reply(init);
    if (key === 'GET /api/auth/profile') return jsonResponse(makeUser({ role }));
    if (key === 'GET /api/admin/users') {
      const count = total ?? users.length;
      const meta = { page: 1, limit: 20, total: count, total_pages: Math.ceil(count / 20) };
      return jsonResponse({ data: users, meta });
    }
    const one = users.find((user) => key === `GET /api/admin/users/${user.id}`);
    if (one) return jsonResponse(one);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'User not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of every users list request so far. */
export function listQueries(fetchMock: ReturnType<typeof stubUsersApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/users')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The paths of every POST and PUT so far. */
export function writes(fetchMock: ReturnType<typeof stubUsersApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([input]) => String(input));
}

/** Renders `screen` at `path` under `pattern`, with notifications; /users and /users/:id have placeholders. */
export function renderScreen(pattern: string, screen: ReactNode, path: string) {
  const placeholders = ['/users', '/users/:id']
    .filter((placeholder) => placeholder !== pattern)
    .map((placeholder) => ({ path: placeholder, element: <p>Placeholder for {placeholder}</p> }));
  return renderRoutes(
    [
      {
        path: pattern,
        element: (
          <>
            <Notifications />
            {screen}
          </>
        ),
      },
      ...placeholders,
    ],
    path,
  );
}
