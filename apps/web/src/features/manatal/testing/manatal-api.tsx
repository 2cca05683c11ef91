import type { UserRole } from '@interview-hub/contracts/users';
import { Notifications } from '@mantine/notifications';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';

/** Test support for the Manatal buttons: a signed-in token with a role claim, a stubbed API and a renderer. */

/** Stores a token shaped like the server's JWT whose payload carries `role` (the signature is not checked). */
export function signInAs(role: UserRole): void {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  localStorage.setItem('token', `${part({ alg: 'HS256' })}.${part({ sub: '1', role })}.signature`);
}

export type Reply = (init: RequestInit | undefined) => Response | Promise<Response>;

const emptyPage = { data: [], meta: { page: 1, limit: 20, total: 0, total_pages: 0 } };
const emptyJobs = {
  data: [],
  meta: { ...emptyPage.meta, available_statuses: ['active', 'filled', 'cancelled'] },
};

/**
 * Stubs fetch: the answers given by "METHOD /path" win; the candidate, client and position lists answer empty
 * pages; anything else answers 404.
 */
export function stubManatalApi(replies: Record<string, Reply> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    const reply = replies[key];
    if (reply) return reply(init);
    if (key === 'GET /api/candidates' || key === 'GET /api/clients') return jsonResponse(emptyPage);
    if (key === 'GET /api/jobs') return jsonResponse(emptyJobs);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'not in this test' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many times `METHOD path` was called, and the JSON bodies sent to it. */
export function callsTo(fetchMock: ReturnType<typeof stubManatalApi>, method: string, path: string) {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );
  return { count: calls.length, bodies: calls.map(([, init]) => JSON.parse(String(init?.body ?? 'null'))) };
}

/** A sync answer with the given counts. */
export function syncResult(counts: { created: number; updated: number; failed?: number }) {
  return { run_id: 1, status: 'succeeded', failed: 0, error: null, incremental_since: null, ...counts };
}

/** An answer that waits until `release()`: for looking at the screen while a call runs. */
export function deferredReply(body: unknown, status = 200) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reply: Reply = async () => {
    await gate;
    return jsonResponse(body, status);
  };
  return { reply, release };
}

/**
 * Renders `Page` at `path` with notifications kept above the routes (they outlive a navigation);
 * /candidates/:id has a placeholder.
 */
export function renderPage(path: string, Page: ComponentType) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path, element: <Page /> },
          { path: '/candidates/:id', element: <p>Candidate page placeholder</p> },
        ],
      },
    ],
    path,
  );
}
