// Whether the production build (the server bundle and React Router's server build) is older than
// its sources, and building it when it is: `npm start` and the several-processes test use this.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Both halves of the build: the server bundle and React Router's server build it imports.
const buildEntries = [
  'apps/web/build/server.mjs',
  'apps/web/build/server/index.js',
  'apps/admin/dist/index.html',
].map((f) => path.join(root, f));
const sources = [
  'apps/web/app',
  'apps/web/server.ts',
  'apps/web/server',
  'apps/api/src',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build-server.mjs',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale() {
  const builtAt = Math.min(...buildEntries.map((entry) => (existsSync(entry) ? statSync(entry).mtimeMs : 0)));
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return changedAt > builtAt;
}

/** `npm run build` when the build is stale; returns whether it built. Throws when the build fails. */
export function buildIfStale() {
  if (!isBuildStale()) return false;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status}`);
  return true;
}
