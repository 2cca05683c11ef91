import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end journeys through the built app in Debian's Chromium. Run with `npm run test:e2e`
// (scripts/run-e2e.mjs); not one of the root projects, because it needs a build and a browser.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two cores cannot run several side by side.
    fileParallelism: false,
  },
});
