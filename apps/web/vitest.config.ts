import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
