// `npm start`: build the web app only when its sources changed since the last build, then serve.
// An existing install therefore starts in seconds (quality bar: first page within 10 s).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Both halves of the build: the server bundle and React Router's server build it imports.
const buildEntries = ['apps/web/build/server.mjs', 'apps/web/build/server/index.js'].map((f) =>
  path.join(root, f),
);
const sources = [
  'apps/web/app',
  'apps/web/server.ts',
  'apps/web/server',
  'apps/api/src',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function run(script) {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = Math.min(...buildEntries.map((entry) => (existsSync(entry) ? statSync(entry).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (changedAt > builtAt) run('build');
else console.info('The web build is up to date; starting the server.');
run('serve');
