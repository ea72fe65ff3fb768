import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so the server migrates and seeds demo content on start.
// Kept in the environment so worker processes, which load this file again, agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gfj-e2e-'));
process.env.E2E_REPORTING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gfj-e2e-reporting-'));
// A second server with the outside services configured: error reporting on (SENTRY_DSN), for
// error-reporting.spec.ts, whose receiver is a plain HTTP server the spec starts (test receivers use
// ports above 45000); and Stripe's keys, for commerce.spec.ts's Stripe-mode checkout (Stripe itself
// cannot be reached here, so the spec checks the page's behaviour when Stripe.js cannot load).
const reportingPort = Number(process.env.E2E_REPORTING_PORT ?? port + 1000);
process.env.E2E_REPORTING_URL = `http://localhost:${reportingPort}`;
process.env.E2E_RECEIVER_PORT ??= String(45_000 + (port % 1000));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A minute per test: this machine's speed varies about twofold from day to day (docs/benchmarks.md),
  // and on a slow day a clean-clone run took 31 minutes and timed one test out at 30 s in its last
  // axe check, work it finishes in 10 s on a quiet day. Each wait inside a test keeps its own limit.
  timeout: 60_000,
  use: {
    baseURL,
    // A trace of every test, kept for the failed ones: it screenshots every action, about a tenth
    // of the suite's time on two cores. E2E_TRACE=off (CI, whose machine keeps no files) skips it.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (chromium-headless-shell, which scripts/ensure-chromium.mjs
      // installs): the same engine without the full browser's shell, the suite about a third faster
      // on two cores than with /usr/bin/chromium (decision 075). CHROMIUM_PATH=/usr/bin/chromium
      // runs it in the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // The production build (npm run test:e2e builds first).
      command: 'npm run serve',
      cwd: import.meta.dirname,
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      // E2E_REUSE_SERVER=1 with E2E_PORT runs the specs against a server you started yourself.
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        UPLOADS_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
        LOG_LEVEL: 'warn',
        // Specs play several visitors from this one machine by naming their address (page-cache.spec).
        TRUST_PROXY: 'loopback',
      },
    },
    {
      command: 'npm run serve',
      cwd: import.meta.dirname,
      url: `${process.env.E2E_REPORTING_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(reportingPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: process.env.E2E_REPORTING_URL,
        DATA_DIR: process.env.E2E_REPORTING_DATA_DIR,
        UPLOADS_DIR: path.join(process.env.E2E_REPORTING_DATA_DIR, 'uploads'),
        LOG_LEVEL: 'warn',
        SENTRY_DSN: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${process.env.E2E_RECEIVER_PORT}/7`,
        SENTRY_ENVIRONMENT: 'e2e',
        SENTRY_RELEASE: 'good-food-jobs@e2e',
        STRIPE_SECRET_KEY: 'sk_test_e2e_unreachable',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_unreachable',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_unreachable',
      },
    },
  ],
});
