import { defineConfig } from 'vitest/config';

// One run, three projects: pure contracts, API integration (real Postgres), web components.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
