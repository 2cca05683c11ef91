import type { Template } from '@interview-hub/contracts/templates';
import type { User } from '@interview-hub/contracts/users';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';

/** Test support for the templates screens: a template factory, a stubbed API and a renderer. */

export function makeTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 7,
    name: 'Frontend Developer',
    position: 'Senior Frontend Developer',
    description: 'For React positions',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    knowledge_area_count: 1,
    knowledge_areas: [
      {
        id: 11,
        template_id: 7,
        name: 'JavaScript',
        description: 'The language itself',
        position: 1,
        questions: [
          {
            id: 101,
            knowledge_area_id: 11,
            text: 'What is a closure?',
            level: 'junior',
            client_requested: false,
          },
          {
            id: 102,
            knowledge_area_id: 11,
            text: 'Explain the event loop',
            level: 'middle',
            client_requested: true,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export type Reply = (init: RequestInit | undefined) => Response;

/** Signs in as `role` and stubs fetch: the profile, `replies` by "METHOD /path", anything else 404. */
export function stubApi(replies: Record<string, Reply>, role: User['role'] = 'recruiter') {
  localStorage.setItem('token', 'session-token');
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    const reply = replies[key];
    if (reply) return reply(init);
    if (key === 'GET /api/auth/profile') {
      return jsonResponse({
        id: 1,
        name: 'Rita Recruiter',
        email: 'recruiter@example.com',
        role,
        phone: null,
        status: 'active',
        last_login: null,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD path`. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** Renders `screen` at `path` under `pattern`, with notifications and a placeholder for every other path. */
export function renderScreen(pattern: string, screen: ReactNode, path: string) {
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
      { path: '*', element: <p>Placeholder page</p> },
    ],
    path,
  );
}
