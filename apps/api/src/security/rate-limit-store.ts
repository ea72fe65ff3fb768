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
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<RateWindow> {
  const [row] = await queryRows<{ hits: number; reset_at_ms: number | string }>(
    db,
    sql`INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, 1, ${at(now + windowMs)})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= ${at(now)} THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${at(now)} THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_at_ms`,
  );
  return { hits: Number(row?.hits ?? 1), resetAtMs: Number(row?.reset_at_ms ?? now + windowMs) };
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
