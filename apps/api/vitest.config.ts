import { defineProject } from 'vitest/config';

// API tests: each file gets a fresh database copied from one migrated at start (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One module graph per worker instead of one per file: importing Fastify, Drizzle and the app once saves
    // about 40 s a run. Each file still gets its own database and app (test/test-app.ts); the suite passes with
    // its files shuffled (--sequence.shuffle.files).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
