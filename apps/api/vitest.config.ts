import { defineProject } from 'vitest/config';

// API tests: each file gets a fresh database copied from one migrated at start (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
