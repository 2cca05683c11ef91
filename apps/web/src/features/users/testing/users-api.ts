import type { User, UserRole } from '@interview-hub/contracts/users';
import { type ApiMock, page, queries, type Routes, stubApi } from '../../../../test/stub-api';

/** Test support for the users screens: a user factory and the admin users API. */

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

type StubOptions = {
  /** The signed-in user's role (admin unless said). */
  role?: UserRole;
  /** What the list and the single-user routes know. */
  users?: User[];
  /** The list's total, for paging. */
  total?: number;
  /** Answers that win over the defaults, by "METHOD /path". */
  replies?: Routes;
};

/** Signs in and stubs the API with the users list and single users; anything else answers 404. */
export function stubUsersApi({
  role = 'admin',
  users = [makeUser(), rita],
  total,
  replies = {},
}: StubOptions) {
  const count = total ?? users.length;
  const single = Object.fromEntries(users.map((user) => [`GET /api/admin/users/${user.id}`, user]));
  return stubApi(
    {
      'GET /api/admin/users': page(users, { total: count, total_pages: Math.ceil(count / 20) }),
      ...single,
      ...replies,
    },
    role,
  );
}

/** The query of every users list request so far. */
export function listQueries(fetchMock: ApiMock) {
  return queries(fetchMock, '/api/admin/users');
}
