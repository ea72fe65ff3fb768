// Makes sure Debian's Chromium is present for the browser suite (Playwright cannot download its
// own browser on these machines). Installs it when missing and running as root; otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH) and run the tests again.',
  );
  process.exit(1);
}

console.info('Installing Debian Chromium for the browser tests (about a minute)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
