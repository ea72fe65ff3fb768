import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.server.test.ts` test the PostgreSQL server driver itself (pool behaviour): they run when
    // TEST_DATABASE_URL names a server, as CI's second pass does, and are not collected otherwise.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.server.test.ts'])],
    // Migrate + seed once per run; each file copies that database (test/create-test-app.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Files in one worker share loaded modules instead of importing the app again for each file:
    // measured on 16 route test files, half the CPU time (96 s to 42 s). Safe here because no test
    // mocks a module or changes the environment; each file makes its own app and database.
    isolate: false,
    // A worker per core. Vitest's default leaves one core out (cores - 1), which on the two-core CI
    // machine ran every file one after another: the PGlite pass took 436 s with one worker.
    maxWorkers: '100%',
    setupFiles: ['./test/setup-console.ts'],
    // Some tests make their own app and database in their body (another config, a second
    // process's app), as hooks do: they get the hooks' minute. On a loaded two-core machine a
    // clean-clone run failed two of them at 20 s (a database copied and an app built).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
