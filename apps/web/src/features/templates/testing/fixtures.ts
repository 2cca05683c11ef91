import type { Template } from '@interview-hub/contracts/templates';

/** Test data for the templates screens, shaped by the contracts. */

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
