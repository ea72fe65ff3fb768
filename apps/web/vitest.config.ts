import { defineProject } from 'vitest/config';

export default defineProject({
  // The React Router Vite plugin is not loaded in component tests: JSX is compiled here instead.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./app/test-setup.ts'],
    // Files in one worker share loaded modules (and the DOM environment, emptied after each test
    // by Testing Library): a third of the CPU time of importing everything again per file.
    isolate: false,
    // A worker per core, as in apps/api (Vitest's default is one fewer).
    maxWorkers: '100%',
    // As in apps/api: a guard against hangs, not a speed check. Vitest's 5 s default failed
    // user-event journeys (sign-in modal, phone menu) on a loaded two-core runner.
    testTimeout: 20_000,
  },
});
