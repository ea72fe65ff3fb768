import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runToEnd } from './server.ts';

export function databaseUrl(name: string): string {
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The migrations' timestamps in the repository, oldest first (drizzle records them when applied). */
function migrationTimes(repo: string): number[] {
  const journal = JSON.parse(
    readFileSync(path.join(repo, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return journal.entries.map((e) => e.when);
}

/**
 * Where a database stands against the repository's migrations: `current`, `behind` (its newest
 * migration is an older one of ours: the incremental ones after it apply on top) or `foreign`
 * (made from another set, e.g. before the initial migration was regenerated: dropped and seeded
 * again).
 */
async function migrationState(url: string, repo: string): Promise<'current' | 'behind' | 'foreign'> {
  try {
    return await withClient(url, async (client) => {
      const res = await client.query<{ latest: string }>(
        'SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
      );
      const times = migrationTimes(repo);
      const latest = Number(res.rows[0]?.latest);
      if (latest === times[times.length - 1]) return 'current';
      return times.includes(latest) ? 'behind' : 'foreign';
    });
  } catch {
    return 'foreign';
  }
}

interface DataState {
  jobs: number;
  users: number;
  live: number;
}

async function readState(url: string): Promise<DataState | undefined> {
  try {
    return await withClient(url, async (client) => {
      const res = await client.query<DataState>(`SELECT
        (SELECT count(*) FROM jobs)::int AS jobs,
        (SELECT count(*) FROM users)::int AS users,
        (SELECT count(*) FROM jobs WHERE status = 'approved' AND date_expire > now())::int AS live`);
      return res.rows[0];
    });
  } catch {
    return undefined; // no database or no tables yet
  }
}

/**
 * Makes sure `name` holds exactly `jobs` jobs and `users` users with a live share that is still
 * fresh (live jobs age out 30 days after seeding); reseeds through the seed CLI otherwise.
 * `listed` holds the listed jobs at that number instead of about 10% (seed --listed).
 */
export async function ensureSeeded(
  repo: string,
  name: string,
  jobs: number,
  users: number,
  log: (m: string) => void,
  listed?: number,
): Promise<{ reused: boolean; seedMs: number }> {
  const url = databaseUrl(name);
  const migrations = await migrationState(url, repo);
  await withClient(databaseUrl('postgres'), async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount && migrations === 'foreign') {
      log(`${name} was made with other migrations: dropping it`);
      await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
    if (!exists.rowCount || migrations === 'foreign') await client.query(`CREATE DATABASE "${name}"`);
  });
  if (migrations === 'behind') {
    // The seed CLI applies the newer migrations first, and seeds nothing into a database with jobs.
    log(`${name}: applying the newer migrations`);
    await runToEnd('npm', ['run', 'seed', '--', '--database-url', url], repo, process.env);
  }
  const state = await readState(url);
  // Most listed jobs are live (approved): 5% of the jobs by default.
  const minLive = listed === undefined ? jobs * 0.03 : listed * 0.3;
  const fresh = state && state.jobs === jobs && state.users === users && state.live >= minLive;
  if (fresh) {
    log(`reusing ${name}: ${state.jobs} jobs, ${state.users} users, ${state.live} live`);
    return { reused: true, seedMs: 0 };
  }
  log(`seeding ${name} with ${jobs} jobs and ${users} users`);
  const started = Date.now();
  await runToEnd(
    'npm',
    [
      'run',
      'seed',
      '--',
      '--database-url',
      url,
      '--jobs',
      String(jobs),
      '--users',
      String(users),
      ...(listed === undefined ? [] : ['--listed', String(listed)]),
      '--reset',
    ],
    repo,
    process.env,
  );
  const seedMs = Date.now() - started;
  log(`seeded ${name} in ${(seedMs / 1000).toFixed(1)} s`);
  return { reused: false, seedMs };
}

export async function serverVersion(url: string): Promise<string> {
  return withClient(
    url,
    async (client) =>
      (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?',
  );
}

/** Server-rendered job page paths of live jobs. */
export async function liveJobPaths(url: string, count: number): Promise<string[]> {
  return withClient(url, async (client) => {
    const res = await client.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM jobs WHERE status = 'approved' AND date_expire > now() ORDER BY id LIMIT $1`,
      [count],
    );
    return res.rows.map((r) => `/jobs/${r.id}/${r.slug}`);
  });
}

/** Listed jobs (approved or filled), the rows a search reads. */
export async function listedJobs(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const res = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE status IN ('approved', 'filled')`,
    );
    return res.rows[0]?.n ?? 0;
  });
}
