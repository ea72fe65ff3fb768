// Makes sure Debian's Chromium headless shell is present for the browser suite (Playwright cannot
// download its own browser on these machines; decision 075). Installs it when missing and running
// as root; otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser the suite drives (apps/web/playwright.config.ts reads the same variable). */
const E2E_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

if (existsSync(E2E_BROWSER)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium's headless shell was not found at ${E2E_BROWSER}. Install it with ` +
      `"sudo apt-get install -y ${PACKAGE}" (or set CHROMIUM_PATH to a Chromium) and run the tests again.`,
  );
  process.exit(1);
}

console.info(`Installing Debian's ${PACKAGE} for the browser tests (about a minute)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
if (!existsSync(E2E_BROWSER)) {
  console.error(`apt-get finished but ${E2E_BROWSER} is still missing.`);
  process.exit(1);
}
