import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/** A key's window as stored: hits so far and when the window ends (epoch ms). */
export interface RateWindow {
  hits: number;
  resetAtMs: number;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Counts one hit for `key` in its fixed window (a new window when there is none or it ended), in
 * one statement on the shared table (decision 021): concurrent hits from any process queue on the
 * key's row, so none is lost and every process sees the same count.
 */
export function countHit(db: Db, key: string, windowMs: number, now: number): Promise<RateWindow> {
  return countHits(db, key, 1, windowMs, now);
}

/** Counts `n` hits for `key` at once: the window as it is after the last of them. */
async function countHits(db: Db, key: string, n: number, windowMs: number, now: number): Promise<RateWindow> {
  const [row] = await queryRows<{ hits: number; reset_at_ms: number | string }>(
    db,
    sql`INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, ${n}, ${at(now + windowMs)})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= ${at(now)} THEN ${n} ELSE rate_limits.hits + ${n} END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${at(now)} THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_at_ms`,
  );
  return { hits: Number(row?.hits ?? n), resetAtMs: Number(row?.reset_at_ms ?? now + windowMs) };
}

export interface HitCounter {
  /** As countHit: the key's window with this hit counted (`hits` is this hit's place in it). */
  count(key: string, windowMs: number, now: number): Promise<RateWindow>;
}

interface WaitingHit {
  windowMs: number;
  now: number;
  resolve(window: RateWindow): void;
  reject(error: unknown): void;
}

/**
 * countHit for a hot path (a page view per request, decision 052): at most one statement per key
 * is in flight in this process, and the hits that arrive meanwhile are counted by the next one, all
 * at once. Each hit still learns its own place in the window (the count before the statement's
 * hits, plus its rank among them), so a limit holds exactly as with one statement per hit; under
 * load the key's row takes one update per round trip instead of one per hit, and hits from
 * several processes no longer queue one by one on its lock.
 */
export function createHitCounter(db: Db): HitCounter {
  const waiting = new Map<string, WaitingHit[]>();

  async function drain(key: string, queue: WaitingHit[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      const last = batch[batch.length - 1] as WaitingHit;
      try {
        const window = await countHits(db, key, batch.length, last.windowMs, last.now);
        const before = window.hits - batch.length;
        for (const [i, hit] of batch.entries())
          hit.resolve({ hits: before + i + 1, resetAtMs: window.resetAtMs });
      } catch (error) {
        for (const hit of batch) hit.reject(error);
      }
    }
    waiting.delete(key);
  }

  return {
    count(key, windowMs, now) {
      return new Promise<RateWindow>((resolve, reject) => {
        const queue = waiting.get(key);
        if (queue) {
          queue.push({ windowMs, now, resolve, reject });
          return;
        }
        const started: WaitingHit[] = [{ windowMs, now, resolve, reject }];
        waiting.set(key, started);
        void drain(key, started);
      });
    },
  };
}

/** The key's current window, without counting (no window: zero hits). */
export async function readHits(db: Db, key: string, now: number): Promise<RateWindow> {
  const [row] = await queryRows<{ hits: number; reset_at_ms: number | string }>(
    db,
    sql`SELECT hits, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_at_ms FROM rate_limits
      WHERE key = ${key} AND reset_at > ${at(now)}`,
  );
  return row ? { hits: Number(row.hits), resetAtMs: Number(row.reset_at_ms) } : { hits: 0, resetAtMs: now };
}

/** Removes windows that ended more than a minute ago (the housekeeping schedule). */
export async function purgeEndedRateWindows(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'`);
}

/** Where the store's keys start (per-IP limits; the per-email ones use their own prefixes). */
const STORE_PREFIX = 'ip:';

/**
 * The key a route's per-address limit is counted under: the store's prefix, the route's methods
 * and URL (as `child` names them) and the client's key. Code that counts against a route's window
 * without a request through it (api.pageVisits) asks here.
 */
export function routeRateLimitKey(methods: string, url: string, clientKey: string): string {
  return `${STORE_PREFIX}${methods}${url}:${clientKey}`;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin really passes to `child`: the route's merged limit options and the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the shared table, so a route's per-IP limit holds across every
 * process (each would otherwise count on its own and allow N times the limit). Each route counts
 * under its own prefix, as the plugin's Redis store does. Pass as the plugin's `store` option.
 */
export function createSharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = STORE_PREFIX,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      countHit(db, `${this.prefix}${key}`, timeWindow, now).then(
        (window) => callback(null, { current: window.hits, ttl: Math.max(0, window.resetAtMs - now) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      readHits(db, `${this.prefix}${key}`, now).then(
        (window) => callback(null, { current: window.hits, ttl: Math.max(0, window.resetAtMs - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): SharedRateLimitStore {
      const { method, url } = (routeOptions as unknown as ChildOptions).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new SharedRateLimitStore(routeOptions, routeRateLimitKey(methods, url ?? '', ''));
    }
  };
}
