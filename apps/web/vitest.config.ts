import { defineProject } from 'vitest/config';

export default defineProject({
  // The React Router Vite plugin is not loaded in component tests: JSX is compiled here instead.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./app/test-setup.ts'],
  },
});
