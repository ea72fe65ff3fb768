import type { Db } from '../db/client.ts';
import { TooManyRequestsError } from '../http/errors.ts';
import { countHit, readHits } from './rate-limit-store.ts';

/**
 * A fixed-window counter for limits keyed by something other than the IP (an email address, a
 * user); @fastify/rate-limit handles the per-IP limits on the routes. The counts live in the
 * shared rate_limits table (decision 021): they hold across processes and restarts.
 */
export class KeyLimiter {
  constructor(
    private readonly db: Db,
    /** Names the limit, so two limits never share a key's count. */
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  #key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Counts one hit for `key`; throws 429 once the window's allowance is used up. */
  async hit(key: string, now = Date.now()): Promise<void> {
    const window = await countHit(this.db, this.#key(key), this.windowMs, now);
    if (window.hits > this.max) {
      throw new TooManyRequestsError('Too Many Requests', Math.ceil((window.resetAtMs - now) / 1000));
    }
  }

  /** Throws 429 when `key` has used its allowance, without counting this call (failures-only limits). */
  async assertAllowed(key: string, now = Date.now()): Promise<void> {
    const window = await readHits(this.db, this.#key(key), now);
    if (window.hits >= this.max) {
      throw new TooManyRequestsError('Too Many Requests', Math.ceil((window.resetAtMs - now) / 1000));
    }
  }

  /** Counts one hit without throwing. */
  async record(key: string, now = Date.now()): Promise<void> {
    await countHit(this.db, this.#key(key), this.windowMs, now);
  }
}

/** A per-key limit as data: its name (so two limits never share a key's count), allowance and window. */
export interface KeyLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Counts one hit of `key` under `limit` in the shared store; 429 once its allowance is used up. */
export function hitKeyLimit(db: Db, limit: KeyLimit, key: string): Promise<void> {
  return new KeyLimiter(db, limit.name, limit.max, limit.windowMs).hit(key);
}
