// `npm start`: build the web app only when its sources changed since the last build, then serve.
// An existing install therefore starts in seconds (quality bar: first page within 10 s).
// WEB_CONCURRENCY runs several server processes on one port (apps/web/server.ts).
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './web-build.mjs';

try {
  if (!buildIfStale()) console.info('The web build is up to date; starting the server.');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const result = spawnSync('npm', ['run', 'serve'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
