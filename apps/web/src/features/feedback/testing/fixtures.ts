import type { Feedback, StructuredFeedback } from '@interview-hub/contracts/feedback';
import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import type { Template } from '@interview-hub/contracts/templates';
import type { User } from '@interview-hub/contracts/users';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../test/render';

/** Test support for the feedback screens: factories, a stubbed API and a renderer. */

export function makeInterview(overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return {
    id: 5,
    status: 'scheduled',
    date: '2025-03-03T10:00:00.000Z',
    duration: 60,
    reschedule_count: 0,
    call_link: null,
    feedback_form_link: '/feedback/form/type2/5',
    recruiter_notes: null,
    created_at: '2025-02-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    template_id: 7,
    template: { id: 7, name: 'Frontend Developer' },
    candidate: { id: 3, name: 'Carla Candidate', title: null, location: null, email: null },
    candidate_id: 3,
    interviewer: { id: 4, name: 'Ian Interviewer', email: 'interviewer@example.com' },
    interviewer_id: 4,
    recruiter: null,
    job: { id: 8, title: 'Frontend Developer', posting_link: null, template_id: 7, client: null },
    job_id: 8,
    has_feedback: false,
    events: [],
    ...overrides,
  };
}

export function makeTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 7,
    name: 'Frontend Developer',
    position: null,
    description: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    knowledge_area_count: 2,
    knowledge_areas: [
      {
        id: 11,
        template_id: 7,
        name: 'JavaScript',
        description: null,
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
            client_requested: false,
          },
        ],
      },
      { id: 12, template_id: 7, name: 'React', description: null, position: 2, questions: [] },
    ],
    ...overrides,
  };
}

export const structured: StructuredFeedback = {
  knowledge_areas: [
    {
      id: 11,
      name: 'JavaScript',
      level: 'meets expectations',
      questions: [{ id: 101, text: 'What is a closure?', level: 'junior' }],
      note: 'Knows closures well and explained them with an example.',
    },
  ],
  candidate_level: 'Middle',
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear thinking',
  areas_for_improvements: 'Testing',
  overall_comment: 'Good candidate',
};

export function makeFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 21,
    interview_id: 5,
    feedback_type: 'by_knowledge_area',
    feedback_text: JSON.stringify(structured),
    rating: 4,
    overall_recommendation: 'Pass',
    created_at: '2025-03-04T09:00:00.000Z',
    updated_at: '2025-03-04T09:00:00.000Z',
    author: { id: 1, name: 'Ian Interviewer' },
    candidate: { id: 3, name: 'Carla Candidate' },
    interviewer: { id: 4, name: 'Ian Interviewer' },
    interview: { id: 5, date: '2025-03-03T10:00:00.000Z', status: 'completed' },
    job: { id: 8, title: 'Frontend Developer', client_name: 'Acme' },
    ...overrides,
  };
}

export type Reply = (init: RequestInit | undefined) => Response;

/** Signs in as `role` (user id 1) and stubs fetch: the profile, `replies` by "METHOD /path", anything else 404. */
export function stubApi(replies: Record<string, Reply>, role: User['role'] = 'interviewer') {
  localStorage.setItem('token', 'session-token');
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    const reply = replies[key];
    if (reply) return reply(init);
    if (key === 'GET /api/auth/profile') {
      return jsonResponse({
        id: 1,
        name: 'Ian Interviewer',
        email: 'interviewer@example.com',
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
