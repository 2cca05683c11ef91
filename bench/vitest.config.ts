import { defineProject } from 'vitest/config';

// The benchmark's own tools (the open-loop load generator): unit tests against servers on 127.0.0.1.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['lib/**/*.test.ts'],
  },
});
