import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so the server migrates and seeds demo content on start.
// Kept in the environment so worker processes, which load this file again, agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gfj-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
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
    },
  },
});
