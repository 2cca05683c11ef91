import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // One environment for all files of a worker: importing React, Mantine and the app once instead of per file
    // halves the tier's time. test/setup.ts resets what outlives a test (DOM, query cache, notifications,
    // storage, mocks, timers); the suite passes shuffled (--sequence.shuffle).
    isolate: false,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
