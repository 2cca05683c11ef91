import type { TemplateSeed } from './template-seed';

export const frontendTemplate: TemplateSeed = {
  kind: 'frontend',
  name: 'Frontend Engineer',
  position: 'Frontend Engineer',
  description:
    'Technical interview for frontend roles: language, framework, browser platform and architecture.',
  areas: [
    {
      name: 'JavaScript & TypeScript',
      description: 'Language fundamentals, the event loop, types and generics.',
      questions: [
        ['junior', 'What is the difference between let, const and var?'],
        ['junior', 'How does === differ from ==, and when would you ever use ==?'],
        ['middle', 'Explain the event loop: in what order do a promise callback and a setTimeout(0) run?'],
        [
          'middle',
          'When do you reach for a union type, and when for an interface with optional fields?',
          true,
        ],
        ['senior', 'Write a generic type that makes every nested property of an object readonly.'],
        ['senior', 'How would you find and fix a memory leak in a long-running single-page app?'],
        [
          'staff',
          'How would you migrate a 300k-line JavaScript codebase to strict TypeScript without a freeze?',
        ],
      ],
    },
    {
      name: 'Framework & State',
      description: 'Component design, rendering, state management and data fetching.',
      questions: [
        ['junior', 'What are props and state, and what makes a component re-render?'],
        ['middle', 'Why do list items need stable keys? What breaks when you use the index?'],
        ['middle', 'How do you keep server state and UI state apart in a React or Vue app?', true],
        ['senior', 'A page re-renders 40 times on one keystroke. Walk me through how you would investigate.'],
        ['senior', 'Compare server components, SSR and client rendering for a product catalogue.'],
        ['staff', 'How would you split a large frontend into independently deployed parts, and when not to?'],
      ],
    },
    {
      name: 'Browser, CSS & Accessibility',
      description: 'The rendering pipeline, layout, performance budgets and accessible markup.',
      questions: [
        ['junior', 'What is the difference between flexbox and grid? Give a layout for each.'],
        ['junior', 'Why should a clickable element be a button and not a div?', true],
        ['middle', 'What are Core Web Vitals, and how would you improve a poor LCP?'],
        ['senior', 'Explain reflow and repaint; which CSS properties are cheap to animate?'],
        ['senior', 'How do you make a custom dropdown usable with a keyboard and a screen reader?'],
        ['staff', 'How would you set and enforce a performance budget across ten product teams?'],
      ],
    },
    {
      name: 'Testing & Delivery',
      description: 'Unit and end-to-end tests, CI, releases and monitoring in production.',
      questions: [
        ['junior', 'What would you test in a login form?'],
        ['middle', 'When is an end-to-end test worth its cost compared with a component test?'],
        ['middle', 'How do you test a component that fetches data?'],
        ['senior', 'Your end-to-end suite is flaky 5% of the time. What do you do this week?', true],
        [
          'staff',
          'Design a release process that lets 8 teams ship the same frontend daily with safe rollbacks.',
        ],
      ],
    },
  ],
};
