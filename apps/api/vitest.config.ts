import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrate + seed once per run; each file copies that database (test/create-test-app.ts).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-console.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
