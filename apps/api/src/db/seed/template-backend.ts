import type { TemplateSeed } from './template-seed';

export const backendTemplate: TemplateSeed = {
  kind: 'backend',
  name: 'Backend Engineer',
  position: 'Backend Engineer',
  description:
    'Technical interview for backend roles: APIs, data storage, distributed systems and operations.',
  areas: [
    {
      name: 'Language & Runtime',
      description: 'The main language of the role: concurrency, memory, error handling and idioms.',
      questions: [
        [
          'junior',
          'How do you handle errors in your main language, and what do you do with them at the edge?',
        ],
        ['junior', 'What is the difference between a process and a thread?'],
        ['middle', 'How does your runtime handle concurrent requests? Where can it block?'],
        ['senior', 'A service leaks memory slowly over a week. How do you find the cause?'],
        ['senior', 'When would you choose async I/O over a thread pool, and what does it cost?'],
        ['staff', 'How would you decide whether to rewrite a hot path in another language?'],
      ],
    },
    {
      name: 'API Design',
      description: 'REST and RPC design, versioning, validation, pagination and idempotency.',
      questions: [
        ['junior', 'Which HTTP status codes would you return for validation errors and missing records?'],
        ['middle', 'How would you paginate a list that changes while the client pages through it?', true],
        ['middle', 'How do you make a payment endpoint safe to retry?', true],
        ['senior', 'How do you evolve a public API without breaking existing clients?'],
        ['staff', 'REST, gRPC or GraphQL for a platform used by 40 internal teams? Defend the choice.'],
      ],
    },
    {
      name: 'Databases & Data Modelling',
      description: 'Relational modelling, indexes, transactions and query performance.',
      questions: [
        ['junior', 'What is a primary key and what is a foreign key?'],
        ['junior', 'Write a query for the five customers with the most orders last month.'],
        ['middle', 'What does an index cost? When would you not add one?'],
        ['middle', 'Explain the isolation levels and a bug each one prevents.'],
        ['senior', 'A query got 50 times slower after a data migration. Walk me through the investigation.'],
        ['senior', 'How would you add a NOT NULL column to a 200-million-row table without downtime?', true],
        ['staff', 'When would you split one database per service, and how do you keep reporting working?'],
      ],
    },
    {
      name: 'System Design',
      description: 'Scalability, queues, caching, consistency and failure handling.',
      questions: [
        ['junior', 'What is a cache, and what can go wrong when you add one?'],
        ['middle', 'Design a URL shortener that handles 1,000 writes per second.'],
        ['senior', 'How do you make sure an order event is processed exactly once downstream?'],
        ['senior', 'Design rate limiting for an API served by many instances.'],
        ['staff', 'Design a multi-region setup for a booking system. What consistency do you give up?'],
      ],
    },
    {
      name: 'Engineering Practices',
      description: 'Testing, code review, observability and working in a team.',
      questions: [
        ['junior', 'What makes a pull request easy to review?'],
        ['middle', 'What do you log, what do you measure, and what do you alert on?'],
        ['senior', 'Tell me about an incident you led: what changed afterwards?'],
        ['staff', 'How do you introduce a new engineering standard across teams that did not ask for it?'],
      ],
    },
  ],
};
