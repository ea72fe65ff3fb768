import { TooManyRequestsError } from '../http/errors.ts';

/**
 * A small fixed-window counter for limits keyed by something other than the IP (an email
 * address); @fastify/rate-limit handles the per-IP limits on the routes.
 */
export class KeyLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit for `key`; throws 429 once the window's allowance is used up. */
  hit(key: string, now = Date.now()): void {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 10_000) this.#prune(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) {
      throw new TooManyRequestsError('Too Many Requests', Math.ceil((entry.resetAt - now) / 1000));
    }
  }

  /** Throws 429 when `key` has used its allowance, without counting this call (failures-only limits). */
  assertAllowed(key: string, now = Date.now()): void {
    const entry = this.#hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.max) {
      throw new TooManyRequestsError('Too Many Requests', Math.ceil((entry.resetAt - now) / 1000));
    }
  }

  /** Counts one hit without throwing. */
  record(key: string, now = Date.now()): void {
    try {
      this.hit(key, now);
    } catch {
      // over the limit already: assertAllowed reports it on the next call
    }
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
