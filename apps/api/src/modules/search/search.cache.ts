import type { Job, SearchFilters } from '@gfj/contracts';
import { LRUCache } from 'lru-cache';
import type { Metrics } from '../../observability/metrics.ts';
import type { AnswerBasis, AnswerKeeper, KeepableAnswer } from './search.engine.ts';
import type { SearchPage } from './search.service.ts';

/** A search answer as every visitor gets it; the per-user follower flag is added per request. */
export interface CachedSearch {
  totalItems: number;
  isFallbackResults: boolean;
  /** Presented jobs, `current_user_is_follower` false. */
  member: Job[];
  /**
   * `member` as checked by its response schema, as the chunks of a UTF-8 JSON array (shared with
   * the presented-job cache, search.members.ts), for visitors who follow none of them.
   */
  memberJson: Buffer[];
  /** The searches it was made from (decision 054): when given, it can be kept across changes. */
  bases?: AnswerBasis[];
}

interface Entry {
  version: number;
  value: CachedSearch;
}

/** Rough memory bound for all cached answers (their JSON length), so the cache cannot grow the heap. */
const MAX_CACHE_BYTES = 24 * 1024 * 1024;

export interface SearchCache extends AnswerKeeper {
  /**
   * The answer for these filters and page at this listing version, computing it (once, however
   * many ask) when missing or stale.
   */
  get(
    filters: SearchFilters,
    page: SearchPage,
    version: number,
    compute: () => Promise<CachedSearch>,
  ): Promise<CachedSearch>;
}

/** The same filters give the same key, whatever order the request listed them in. */
export function searchCacheKey(filters: SearchFilters, page: SearchPage): string {
  const sorted = (values: readonly (number | string)[]) => [...values].sort();
  return JSON.stringify({
    ...filters,
    regions: sorted(filters.regions),
    categories: sorted(filters.categories),
    types: sorted(filters.types),
    compensation_types: {
      paid: sorted(filters.compensation_types.paid),
      unpaid: sorted(filters.compensation_types.unpaid),
    },
    compensation_ranges: {
      salaried: sorted(filters.compensation_ranges.salaried),
      hourly: sorted(filters.compensation_ranges.hourly),
    },
    page: page.page,
    pageSize: page.pageSize,
  });
}

export interface SearchCacheOptions {
  metrics?: Pick<Metrics, 'searchAnswered'>;
  /**
   * Brings whatever keeps answers (the search engine, decision 054) up to this version, so an
   * answer a change left exact is found kept rather than made again.
   */
  catchUp?: (version: number) => Promise<void>;
}

/**
 * Search answers reused while no job changed (the listing version), or while no change could
 * alter them (the engine checks and keeps them, decision 054), and for at most `ttlSeconds`
 * (time-based rules: expiry, "New" labels, date windows, popularity). Concurrent misses for the
 * same key compute once. `ttlSeconds` 0 turns it off.
 */
export function createSearchCache(ttlSeconds: number, options: SearchCacheOptions = {}): SearchCache {
  const { metrics, catchUp } = options;
  if (ttlSeconds <= 0) {
    return {
      get: (_filters, _page, _version, compute) => {
        metrics?.searchAnswered('miss');
        return compute();
      },
      answersAt: () => [],
    };
  }
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_CACHE_BYTES,
    // The JSON bytes twice over: the member objects take about as much again.
    sizeCalculation: (entry) =>
      Math.max(1, entry.value.memberJson.reduce((sum, chunk) => sum + chunk.byteLength, 0) * 2),
    ttl: ttlSeconds * 1000,
  });
  const pending = new Map<string, Promise<CachedSearch>>();
  return {
    *answersAt(listing): Iterable<KeepableAnswer> {
      // Most recently used first (the engine checks a bounded number).
      for (const entry of entries.values()) {
        const bases = entry.value.bases;
        if (!bases?.every((basis) => basis.listing === listing)) continue;
        yield {
          bases,
          keep(to) {
            entry.version = to;
          },
        };
      }
    },
    async get(filters, page, version, compute) {
      const key = searchCacheKey(filters, page);
      let hit = entries.get(key);
      if (hit && hit.version < version && hit.value.bases && catchUp) {
        await catchUp(version);
        hit = entries.get(key);
      }
      if (hit && hit.version === version) {
        metrics?.searchAnswered('hit');
        return hit.value;
      }
      // Joining a computation in flight is a hit too: this request did not cause one.
      const running = pending.get(`${version}:${key}`);
      if (running) {
        metrics?.searchAnswered('hit');
        return running;
      }
      metrics?.searchAnswered('miss');
      const computing = compute()
        .then((value) => {
          entries.set(key, { version, value });
          return value;
        })
        .finally(() => pending.delete(`${version}:${key}`));
      pending.set(`${version}:${key}`, computing);
      return computing;
    },
  };
}
