import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_JOB_COUNT } from '../src/db/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-users.ts';
import { REGISTRATION_RATE_LIMIT } from '../src/modules/users/users.routes.ts';
import { runAdminSql, withDatabaseName } from './test-database.ts';

// Two real server processes (the production server entry, as `npm start` runs it) on one
// PostgreSQL database (decision 021). Collected only when TEST_DATABASE_URL gives a server.
const serverUrl = inject('postgresUrl') ?? '';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const name = `gfj_two_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const databaseUrl = withDatabaseName(serverUrl, name);

interface Server {
  origin: string;
  child: ChildProcess;
  /** Every line the process wrote (pino JSON lines and the start message). */
  lines: string[];
}
const servers: Server[] = [];
let db: pg.Client;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Preloaded into the first process: writes the address of every module it loads (import or
 * require, through Node's module hooks) to the file MODULE_LOG names.
 */
const moduleRecorder = `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    appendFileSync(process.env.MODULE_LOG, resolved.url + '\\n');
    return resolved;
  },
});
`)}`;
const moduleLog = path.join(tmpdir(), `${name}-modules.log`);

async function startServer(recordModules = false): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const entry = path.join(repo, 'apps/web/build/server.mjs');
  const args = recordModules ? ['--import', moduleRecorder, entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: path.join(repo, 'apps/web'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...(recordModules ? { MODULE_LOG: moduleLog } : {}),
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      JWT_SECRET: 'two-processes-secret-two-processes-secret',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SEED_DEMO: '1',
      // Debug: each process logs the schedule slots it found run elsewhere.
      LOG_LEVEL: 'debug',
      SUGGESTIONS_REFRESH_SECONDS: '1',
      // Long enough that only exactness, never time, can explain a fresh answer below.
      PAGE_CACHE_SECONDS: '300',
      SEARCH_CACHE_SECONDS: '300',
    },
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  return { origin, child, lines };
}

async function waitUntilServing(server: Server): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.lines.join('\n')}`);
    }
    const ok = await fetch(`${server.origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await delay(200);
  }
  throw new Error(`server not serving:\n${server.lines.join('\n')}`);
}

/** A guest's GET (no cookies): the page and whether it came from the page cache. */
async function guest(server: Server, pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`, { redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    body: await response.text(),
  };
}

beforeAll(async () => {
  // The production build the servers run (built only when its sources changed).
  // @ts-expect-error: a plain JavaScript module of the repository's scripts
  const { buildIfStale } = await import('../../../scripts/web-build.mjs');
  (buildIfStale as () => boolean)();
  await runAdminSql(serverUrl, `CREATE DATABASE "${name}"`);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Both at once, on an empty database: one migrates and seeds while the other waits its turn.
  servers.push(await startServer(true), await startServer());
  await Promise.all(servers.map(waitUntilServing));
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.child.exitCode !== null) return resolve();
          server.child.once('exit', () => resolve());
          server.child.kill('SIGTERM');
        }),
    ),
  );
  await db?.end();
  await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('two server processes on one PostgreSQL database', () => {
  it('start at once on an empty database: migrated and seeded once, both serving', async () => {
    const { rows } = await db.query<{ jobs: number }>('SELECT count(*)::int AS jobs FROM jobs');
    expect(rows[0]?.jobs).toBe(DEMO_JOB_COUNT);
    const seeded = servers.flatMap((server) =>
      server.lines.filter((line) => line.startsWith('Seeded demo content')),
    );
    expect(seeded).toHaveLength(1);
    for (const server of servers) expect((await fetch(`${server.origin}/api/jobs/search`)).status).toBe(200);
  });

  it('show a job changed anywhere at once: the other process’s search, job page and search page', async () => {
    const [a, b] = servers as [Server, Server];
    const { rows } = await db.query<{ id: number; slug: string; position: string }>(
      `SELECT id, slug, position FROM jobs WHERE status = 'approved' AND date_expire > now() ORDER BY id LIMIT 1`,
    );
    const job = rows[0] as { id: number; slug: string; position: string };
    const jobPage = `/jobs/${job.id}/${job.slug}`;
    const searchPage = '/search?keywords=zqtwo';
    // Both processes have it all cached: the API answer, the guest job page and search page.
    for (const server of [a, b]) {
      for (let i = 0; i < 2; i++) {
        await fetch(`${server.origin}/api/jobs/search?keywords=zqtwo`).then((r) => r.text());
        await guest(server, jobPage);
        await guest(server, searchPage);
      }
      expect((await guest(server, jobPage)).cache).toBe('hit');
      expect((await guest(server, searchPage)).cache).toBe('hit');
    }
    const before = await (await fetch(`${b.origin}/api/jobs/search?keywords=zqtwo`)).json();
    expect(before.totalItems === 0 || before.isFallbackResults).toBe(true);

    // Another writer (any process, or psql) renames the job.
    await db.query(`UPDATE jobs SET position = 'Zqtwo Orchard Steward' WHERE id = $1`, [job.id]);

    for (const server of [b, a]) {
      const search = await (await fetch(`${server.origin}/api/jobs/search?keywords=zqtwo`)).json();
      expect(search.isFallbackResults).toBe(false);
      expect(search.member.map((m: { id: number }) => m.id)).toEqual([job.id]);
      const page = await guest(server, jobPage);
      expect(page.status).toBe(200);
      expect(page.cache).toBe('miss');
      expect(page.body).toContain('Zqtwo Orchard Steward');
      const results = await guest(server, searchPage);
      expect(results.cache).toBe('miss');
      expect(results.body).toContain('Zqtwo Orchard Steward');
    }

    // Its owner edits it through one process's API: the other shows the edit at once.
    const owner = await db.query<{ email: string }>(
      'SELECT u.email FROM users u JOIN jobs j ON j.owner_id = u.id WHERE j.id = $1',
      [job.id],
    );
    const signIn = await fetch(`${a.origin}/api/login/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.rows[0]?.email, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const edit = await fetch(`${a.origin}/api/jobs/${job.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ position: 'Zqtwo Cider Maker' }),
    });
    expect(edit.status).toBe(200);
    const search = await (await fetch(`${b.origin}/api/jobs/search?keywords=zqtwo`)).json();
    expect(search.member.map((m: { position: string }) => m.position)).toEqual(['Zqtwo Cider Maker']);
    // The job's address follows its new title: the old one redirects there.
    const edited = (await edit.json()) as { slug: string };
    const moved = await guest(b, jobPage);
    if (edited.slug !== job.slug) expect(moved.status).toBe(301);
    const page = await guest(b, `/jobs/${job.id}/${edited.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Zqtwo Cider Maker');
  });

  it('run each slot of a schedule once between them', async () => {
    // The suggestions rebuild fires every second in both processes.
    const slotsRun = () => {
      const bySlot = new Map<string, string[]>();
      servers.forEach((server, i) => {
        for (const line of server.lines) {
          if (!line.startsWith('{')) continue;
          const entry = JSON.parse(line) as { name?: string; slot?: string; outcome?: string };
          if (entry.name !== 'search-suggestions' || !entry.slot || !entry.outcome) continue;
          bySlot.set(entry.slot, [...(bySlot.get(entry.slot) ?? []), `${i}:${entry.outcome}`]);
        }
      });
      return bySlot;
    };
    const both = () => [...slotsRun().values()].filter((outcomes) => outcomes.length === 2);
    for (let i = 0; i < 50 && both().length < 3; i++) await delay(200);
    expect(both().length).toBeGreaterThanOrEqual(3);
    for (const outcomes of slotsRun().values()) {
      expect(outcomes.filter((outcome) => outcome.endsWith(':ran')).length).toBeLessThanOrEqual(1);
    }
    for (const outcomes of both())
      expect(outcomes.map((o) => o.split(':')[1]).sort()).toEqual(['ran', 'taken']);
    const { rows } = await db.query<{ runs: number; slots: number }>(
      `SELECT count(*)::int AS runs, count(DISTINCT slot)::int AS slots FROM scheduled_runs WHERE name = 'search-suggestions'`,
    );
    expect(rows[0]?.runs).toBe(rows[0]?.slots);
  });

  it('hold a rate limit across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATION_RATE_LIMIT.max; i++) {
      const server = servers[i % 2] as Server;
      const response = await fetch(`${server.origin}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).filter((status) => status === 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('load only what a server on PostgreSQL uses: not PGlite, Stripe without its keys, pdfkit before a receipt, nor every icon', async () => {
    const [recorded] = servers as [Server, Server];
    for (const pathname of ['/', '/search?keywords=farm', '/api/jobs/search']) {
      expect((await guest(recorded, pathname)).status).toBe(200);
    }
    const packages = new Set(
      readFileSync(moduleLog, 'utf8')
        .split('\n')
        .map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
        .filter(Boolean),
    );
    // What it does load, so the list is known to be the server's (a recorder that saw nothing would pass).
    expect([...packages]).toEqual(expect.arrayContaining(['fastify', 'pg', 'react-dom', 'sanitize-html']));
    // Each held megabytes of every process's heap for its whole life (decision 071).
    for (const unused of ['@electric-sql/pglite', 'stripe', 'pdfkit', 'lucide']) {
      expect(packages).not.toContain(unused);
    }
  });

  // Last: it stops the second process.
  it('finish the pages they are serving when told to stop, while the other keeps serving', async () => {
    const [other, stopping] = servers as [Server, Server];
    // Distinct searches, none cached: each is rendered, four at a time, and calls the API in-process.
    const paths = Array.from({ length: 12 }, (_, i) => `/search?keywords=drain${i}&page=1`);
    const asked = paths.map((pathname) => guest(stopping, pathname));
    // Told to stop once every page request has reached it (Fastify logs each as it comes in; the
    // renders' own API calls are logged too, under /api).
    const arrived = () =>
      stopping.lines.filter(
        (line) => line.includes('incoming request') && line.includes('"/search?keywords=drain'),
      ).length;
    for (let i = 0; i < 2000 && arrived() < paths.length; i++) await delay(5);
    expect(arrived()).toBe(paths.length);
    const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
    stopping.child.kill('SIGTERM');
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    for (const answer of answers) expect(answer.body).toContain('</html>');
    expect(await exited).toBe(0);
    expect(stopping.lines.filter((line) => line.includes('"level":50'))).toEqual([]);
    expect((await guest(other, '/search?keywords=drain0')).status).toBe(200);
  });
});
