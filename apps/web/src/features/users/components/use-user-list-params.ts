import { type UserListParams, userListQuerySchema } from '@interview-hub/contracts/users';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** Page sizes offered under the users table; the first is the default. */
export const USER_PAGE_SIZES = [20, 50, 100] as const;

const fields = userListQuerySchema.shape;

/** A query parameter read through its contract schema; anything invalid falls back to the default. */
function read<T>(schema: z.ZodType<T>, raw: string | null, fallback: T): T {
  if (raw === null || raw === '') return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/** The users list query as kept in the URL (so Back from a user returns to the same page and filters). */
export function parseUserListParams(params: URLSearchParams): UserListParams {
  const limit = Number(params.get('limit'));
  return {
    search: read(fields.search, params.get('search'), undefined) || undefined,
    role: read(fields.role, params.get('role'), undefined),
    status: read(fields.status, params.get('status'), undefined),
    page: read(fields.page, params.get('page'), 1),
    limit: USER_PAGE_SIZES.find((size) => size === limit) ?? USER_PAGE_SIZES[0],
    sort_by: read(fields.sort_by, params.get('sort_by'), 'name'),
    sort_order: read(fields.sort_order, params.get('sort_order'), 'asc'),
  };
}

export type UserListChange = Partial<Omit<UserListParams, 'page'>>;

/**
 * The current users list query and how to change it. Any change but the page itself goes back to page 1;
 * defaults are left out of the URL.
 */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseUserListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: UserListChange & { page?: number }) => {
      setSearchParams(
        (current) => {
          const next = { ...parseUserListParams(current), page: 1, ...change };
          const params = new URLSearchParams();
          if (next.search) params.set('search', next.search);
          if (next.role) params.set('role', next.role);
          if (next.status) params.set('status', next.status);
          if (next.page > 1) params.set('page', String(next.page));
          if (next.limit !== USER_PAGE_SIZES[0]) params.set('limit', String(next.limit));
          if (next.sort_by !== 'name') params.set('sort_by', next.sort_by);
          if (next.sort_order !== 'asc') params.set('sort_order', next.sort_order);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { query, update };
}
