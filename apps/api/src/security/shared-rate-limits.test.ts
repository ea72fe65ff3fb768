import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildApi } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { REGISTRATION_RATE_LIMIT } from '../modules/users/users.routes.ts';
import { KeyLimiter } from './key-limiter.ts';
import { createHitCounter, readHits } from './rate-limit-store.ts';

let t: TestApp;
/** A second API on the same database: what another process (or a restarted one) is. */
let other: FastifyInstance;
const opened: FastifyInstance[] = [];

async function anotherProcess(): Promise<FastifyInstance> {
  const app = await buildApi(loadConfig({ NODE_ENV: 'test' }), { database: t.database });
  await app.ready();
  opened.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  other = await anotherProcess();
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await t?.close();
});

describe('rate limits shared by every process', () => {
  it('counts a route limit per address across processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATION_RATE_LIMIT.max; i++) {
      const app = i % 2 === 0 ? t.app : other;
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: {},
        remoteAddress: '10.9.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address has its own allowance.
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/users',
      payload: {},
      remoteAddress: '10.9.0.2',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('counts failed sign-ins per address and email across processes, and still after a restart', async () => {
    const user = await buildUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await (i % 2 === 0 ? t.app : other).inject({
        method: 'POST',
        url: '/api/login/check',
        payload: { email: user.email, password: 'guessing' },
        // The lockout is keyed on address and email (nobody can lock another person out).
        remoteAddress: '10.9.1.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const restarted = await anotherProcess();
    const after = await restarted.inject({
      method: 'POST',
      url: '/api/login/check',
      payload: { email: user.email, password: 'guessing' },
      remoteAddress: '10.9.1.1',
    });
    expect(after.statusCode).toBe(429);
  });
  it('keeps the windows in an unlogged table: a counted request never waits on a WAL flush', async () => {
    const [row] = await queryRows<{ persistence: string }>(
      t.db,
      sql`SELECT relpersistence AS persistence FROM pg_class WHERE relname = 'rate_limits'`,
    );
    expect(row?.persistence).toBe('u');
  });
});

describe('KeyLimiter', () => {
  it('allows `max` hits a window, then answers 429 with the seconds left, and opens again after it', async () => {
    const limiter = new KeyLimiter(t.db, 'zqtest', 2, 60_000);
    const start = Date.parse('2026-11-24T12:00:00Z');
    await limiter.hit('a@example.org', start);
    await limiter.hit('a@example.org', start + 1_000);
    const refused = await limiter.hit('a@example.org', start + 20_000).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'retry-after': '40' } });
    // Another key, and another limit with the same key, count apart.
    await limiter.hit('b@example.org', start + 20_000);
    await new KeyLimiter(t.db, 'zqother', 1, 60_000).hit('a@example.org', start + 20_000);
    // A new window once this one ended.
    await limiter.hit('a@example.org', start + 60_000);
  });

  it('asserts without counting, and records without throwing', async () => {
    const limiter = new KeyLimiter(t.db, 'zqfailures', 2, 60_000);
    const now = Date.parse('2026-11-24T12:00:00Z');
    await limiter.assertAllowed('c@example.org', now);
    await limiter.record('c@example.org', now);
    await limiter.record('c@example.org', now);
    await limiter.record('c@example.org', now);
    await expect(limiter.assertAllowed('c@example.org', now)).rejects.toMatchObject({ statusCode: 429 });
    await limiter.assertAllowed('c@example.org', now + 60_000);
  });
});

describe('createHitCounter', () => {
  /** The test database, counting the statements run through it. */
  function countingDb(): { db: Db; statements: () => number } {
    let statements = 0;
    const db = new Proxy(t.db, {
      get(target, name, receiver) {
        if (name !== 'execute') return Reflect.get(target, name, receiver);
        return (...args: Parameters<Db['execute']>) => {
          statements += 1;
          return target.execute(...args);
        };
      },
    });
    return { db, statements: () => statements };
  }

  it('gives every hit its own place in the window, two processes at once, in fewer statements', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const [a, b] = [countingDb(), countingDb()];
    const [first, second] = [createHitCounter(a.db), createHitCounter(b.db)];
    const windows = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? first : second).count('zqbatch', 60_000, now)),
    );
    // Each place once, as one statement per hit would give them.
    expect(windows.map((w) => w.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(new Set(windows.map((w) => w.resetAtMs))).toEqual(new Set([now + 60_000]));
    expect((await readHits(t.db, 'zqbatch', now)).hits).toBe(60);
    // The hits that came while a statement was out went together in the next one.
    expect(a.statements() + b.statements()).toBeLessThanOrEqual(4);
    // Later hits count on; a hit after the window ended opens a new one.
    expect((await first.count('zqbatch', 60_000, now + 1_000)).hits).toBe(61);
    const next = await Promise.all([
      second.count('zqbatch', 60_000, now + 60_000),
      second.count('zqbatch', 60_000, now + 60_000),
    ]);
    expect(next.map((w) => w.hits)).toEqual([1, 2]);
    expect(next[0]?.resetAtMs).toBe(now + 120_000);
  });

  it('fails every hit of a statement that failed, and counts the next ones', async () => {
    let failing = true;
    const db = new Proxy(t.db, {
      get(target, name, receiver) {
        if (name !== 'execute' || !failing) return Reflect.get(target, name, receiver);
        return () => Promise.reject(new Error('connection lost'));
      },
    });
    const counter = createHitCounter(db);
    const now = Date.parse('2026-11-24T12:00:00Z');
    const failed = await Promise.allSettled([
      counter.count('zqfail', 60_000, now),
      counter.count('zqfail', 60_000, now),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect((await counter.count('zqfail', 60_000, now)).hits).toBe(1);
  });
});
