import { defineConfig } from 'vitest/config';

// One runner for every tier; each workspace holds its own project config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'bench'],
  },
});
