import type { StructuredFeedback } from '@interview-hub/contracts/feedback';

/** The fixed template of the demonstration form (`/feedback/form/type1/{id}`). */
export const sampleTemplate = {
  name: 'Frontend Developer (sample)',
  areas: [
    {
      name: 'JavaScript fundamentals',
      questions: [
        { id: 1, text: 'Explain closures and give a practical use.', level: 'junior' },
        { id: 2, text: 'How does the event loop schedule microtasks and macrotasks?', level: 'middle' },
      ],
    },
    {
      name: 'React',
      questions: [
        { id: 3, text: 'When does a component re-render?', level: 'junior' },
        { id: 4, text: 'How would you structure server state in a large application?', level: 'senior' },
      ],
    },
    {
      name: 'System design',
      questions: [{ id: 5, text: 'Design a type-ahead search for ten million records.', level: 'senior' }],
    },
  ],
} as const;

/** The static report of `/feedback/view/{id}`: what a finished structured feedback looks like. */
export const sampleFeedback: StructuredFeedback = {
  knowledge_areas: [
    {
      id: 1,
      name: 'JavaScript fundamentals',
      level: 'exceeds expectations',
      questions: [
        { id: 1, text: 'Explain closures and give a practical use.', level: 'junior' },
        { id: 2, text: 'How does the event loop schedule microtasks and macrotasks?', level: 'middle' },
      ],
      note: 'Clear, precise answers with real examples from production code; explained microtask starvation unprompted.',
    },
    {
      id: 2,
      name: 'React',
      level: 'meets expectations',
      questions: [
        { id: 3, text: 'When does a component re-render?', level: 'junior' },
        { id: 4, text: 'How would you structure server state in a large application?', level: 'senior' },
      ],
      note: 'Solid on rendering and hooks; the server-state answer leaned on global stores more than needed.',
    },
    { id: 3, name: 'System design', level: 'N/A', questions: [], note: '' },
  ],
  candidate_level: 'Middle',
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides:
    'Strong JavaScript foundations, communicates trade-offs clearly, writes tidy code under time pressure.',
  areas_for_improvements: 'Caching and invalidation of server state; testing strategy beyond unit tests.',
  overall_comment:
    'A confident middle engineer who would grow quickly in the team. Recommended for the next round.',
};
