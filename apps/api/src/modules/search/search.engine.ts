import { EventEmitter } from 'node:events';
import type { SearchFilters } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows } from '../../db/client.ts';
import type { ListingChanges, ListingVersions } from './listing-changes.ts';
import {
  type IndexQuery,
  type IndexSort,
  type KeywordMatches,
  ListingIndex,
  type Standing,
} from './listing-index.ts';
import { loadListedJobs, matchKeywords, patchKeywordMatches } from './listing-source.ts';
import { activeFilters, LISTING_FACETS } from './search.filters.ts';
import { POPULAR_WINDOW_DAYS, searchPageWindow } from './search.sql.ts';
import { type SearchPlace, searchPlace } from './search-place.ts';

export type { ListingVersions } from './listing-changes.ts';
export { buildKeywordMatchQuery, buildListedJobsQuery } from './listing-source.ts';
export { siteDayStartMs } from './site-day-start.ts';

/** What the index did, for whoever counts it (metrics): a full load or an update in place. */
export interface IndexEvent {
  kind: 'reload' | 'update';
  /** Listed jobs held after it. */
  jobs: number;
  /** Jobs changed (update) or loaded (reload). */
  changed: number;
  /** Where an update took the changed jobs from: the change log's rows, or the jobs read again. */
  source?: 'log' | 'database';
  /** Answers made before the update that were checked, and those found unchanged by it (decision 054). */
  answers?: { checked: number; kept: number };
  ms: number;
}

/**
 * What one search was answered from, so a later change can be checked against it (decision 054):
 * the query as the index ran it and the page it gave. Opaque outside the engine.
 */
export interface AnswerBasis {
  /** The listing version the index and the keyword matches reflected; moves as the answer is kept. */
  listing: number;
  /** The query without its keyword matches. */
  readonly query: Omit<IndexQuery, 'keywords'>;
  /**
   * Its keyword matches, held weakly: the engine's bounded keyword cache decides how long they
   * live, not every answer made from them. Once collected, the answer can no longer be checked.
   */
  readonly keywords?: WeakRef<KeywordMatches>;
  readonly ids: readonly number[];
  /** Jobs whose text changed since the keyword matches in `query` were made (their matches are not known). */
  textChanged: Set<number>;
}

/** A search answer kept elsewhere (the search cache), made from one or more searches. */
export interface KeepableAnswer {
  bases: readonly AnswerBasis[];
  /** Called when no change up to `to` can have altered the answer: it is still exact at `to`. */
  keep(to: number): void;
}

/** Whoever keeps answers (the search cache): the answers it holds made at this listing version. */
export interface AnswerKeeper {
  answersAt(listing: number): Iterable<KeepableAnswer>;
}

export interface SearchEngine {
  /** The page of matching listed job ids in order, and how many match in all. */
  search(
    filters: SearchFilters,
    now: Date,
    versions: ListingVersions,
  ): Promise<{ ids: number[]; total: number; basis?: AnswerBasis }>;
  /**
   * Has every in-place update check the answers `keeper` holds at the version updated from, and
   * keep those no changed job could have altered (decision 054).
   */
  keepAnswers(keeper: AnswerKeeper): void;
  /** Whether the index has been loaded at least once (readiness). */
  isLoaded(): boolean;
  /** Brings the index to these versions unless it is there already (readiness, warm-up). */
  warm(versions: ListingVersions): Promise<void>;
  /** Each load and each update in place (metrics). */
  readonly events: EventEmitter<{ index: [IndexEvent] }>;
}

export interface SearchEngineOptions {
  /** The listing change log as this process follows it (shared with the caches). */
  changes: ListingChanges;
  /** 0 turns off the keyword-match and place caches (every search asks the database). */
  cacheSeconds: number;
}

/** Bound on the keyword matches kept, counted in matched jobs (8 bytes each). */
const MAX_CACHED_MATCHES = 2_000_000;
const MAX_CACHED_PLACES = 5_000;
/** More changed jobs than this since the index (or a keyword match) was made: made again instead. */
const MAX_IN_PLACE = 2_000;
/** Answers checked per update, the most recently used first; the others are made again if asked. */
const MAX_ANSWERS_CHECKED = 256;
/** More changed jobs than this in one update: no answer is checked (made again if asked). */
const MAX_CHANGED_CHECKED = 32;
/** A keyword answer that has outlived this many text changes is made again rather than kept. */
const MAX_TEXT_CHANGED = 256;

type Place = { lat: number; lon: number } | null;

interface LoadedIndex {
  /** The listing version the index reflects (at least). */
  listing: number;
  index: ListingIndex;
  /** Moves when jobs new to the index arrive: their views are not known until read again. */
  epoch: number;
  /** The epoch, views version and window start the popularity order was read at. */
  popularity?: string;
}

interface KeptMatches {
  listing: number;
  matches: Promise<KeywordMatches>;
}

/** Keyword matches as a search used them, with the version they reflect. */
interface MatchesAt {
  listing: number;
  matches: KeywordMatches;
}

/**
 * Moves an answer found exact to version `to`; its keyword searches note the jobs whose text
 * changed meanwhile (their kept matches no longer tell).
 */
function keepAnswer(answer: KeepableAnswer, to: number, textChanged: readonly number[]): void {
  for (const basis of answer.bases) {
    basis.listing = to;
    if (basis.keywords) for (const id of textChanged) basis.textChanged.add(id);
  }
  answer.keep(to);
}

/** Each changed job's standing for each of an answer's searches, or undefined: not checkable. */
function standingsOf(
  index: ListingIndex,
  answer: KeepableAnswer,
  listing: number,
  jobIds: readonly number[],
  textIds: ReadonlySet<number> | undefined,
): Standing[] | undefined {
  const standings: Standing[] = [];
  for (const basis of answer.bases) {
    if (basis.listing !== listing || basis.textChanged.size > MAX_TEXT_CHANGED) return undefined;
    const keywords = basis.keywords?.deref();
    if (basis.keywords && !keywords) return undefined;
    const query: IndexQuery = keywords ? { ...basis.query, keywords } : basis.query;
    for (const id of jobIds) {
      const textChanged = !textIds || textIds.has(id) || basis.textChanged.has(id);
      const standing = index.standing(query, basis.ids, id, textChanged);
      if (standing === 'unknown') return undefined;
      standings.push(standing);
    }
  }
  return standings;
}

/**
 * Job search over an in-memory index of the listed jobs (decision 015), exact at every listing
 * version: a search that sees a newer version than the index reflects first brings it up to date,
 * in place for the jobs the change log names (decision 022), or by loading every listed job when
 * it names too many or nothing is known. Keyword matching and ranking run in PostgreSQL
 * (websearch_to_tsquery, ts_rank_cd); the matches are kept per keywords and patched for changed
 * jobs the same way. Every other filter (search.filters.ts), the sorts, the total and the page
 * come from the index.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions): SearchEngine {
  const { changes } = options;
  const caching = options.cacheSeconds > 0;
  const events = new EventEmitter<{ index: [IndexEvent] }>();
  let loaded: LoadedIndex | undefined;
  let catchingUp: Promise<number> | undefined;
  let popularityLoad: { key: string; promise: Promise<void> } | undefined;
  const keepers = new Set<AnswerKeeper>();
  const keywordMatches = new LRUCache<string, KeptMatches>({
    maxSize: MAX_CACHED_MATCHES,
    // Sized once settled; a pending entry counts as one.
    sizeCalculation: () => 1,
  });
  const places = new LRUCache<string, Promise<Place>>({
    max: MAX_CACHED_PLACES,
    ttl: Math.max(options.cacheSeconds, 1) * 1000 * 60,
  });

  /** Brings the index to the last version the change log was read at; returns that version. */
  async function catchUp(): Promise<number> {
    const started = performance.now();
    const changed = loaded ? changes.changedSince(loaded.listing) : undefined;
    if (loaded && changed && changed.jobIds.size <= MAX_IN_PLACE) {
      const current = loaded;
      if (changed.jobIds.size > 0) {
        const ids = [...changed.jobIds];
        // The log carried the jobs as they are at `changed.to` (decision 051): nothing to read.
        const carried = changed.carried?.listed;
        const listed = carried
          ? [...carried.values()].filter((job) => job !== null)
          : await loadListedJobs(db, ids);
        const stillListed = new Set(listed.map((job) => job.id));
        // Answers made at the version updated from, and where each changed job stood for them.
        const textIds = changed.carried?.textIds;
        const checked: { answer: KeepableAnswer; before: Standing[] }[] = [];
        if (ids.length <= MAX_CHANGED_CHECKED) {
          for (const keeper of keepers) {
            for (const answer of keeper.answersAt(current.listing)) {
              if (checked.length >= MAX_ANSWERS_CHECKED) break;
              const before = standingsOf(current.index, answer, current.listing, ids, textIds);
              if (before) checked.push({ answer, before });
            }
          }
        }
        const { added } = current.index.update(
          listed,
          ids.filter((id) => !stillListed.has(id)),
        );
        if (added > 0) current.epoch += 1;
        // Unchanged where every changed job stands as it stood: the same page and total.
        let kept = 0;
        const textChanged = textIds ? ids.filter((id) => textIds.has(id)) : ids;
        for (const { answer, before } of checked) {
          const after = standingsOf(current.index, answer, current.listing, ids, textIds);
          if (!after || after.some((standing, i) => standing !== before[i])) continue;
          keepAnswer(answer, changed.to, textChanged);
          kept += 1;
        }
        events.emit('index', {
          kind: 'update',
          jobs: current.index.size,
          changed: ids.length,
          source: carried ? 'log' : 'database',
          answers: { checked: checked.length, kept },
          ms: performance.now() - started,
        });
      } else {
        // Nothing listed changed: every answer made at the version before is still exact.
        for (const keeper of keepers) {
          for (const answer of keeper.answersAt(current.listing)) keepAnswer(answer, changed.to, []);
        }
      }
      current.listing = Math.max(current.listing, changed.to);
      return current.listing;
    }
    // Taken before the jobs are read, so the index reflects at least this version.
    const listing = changes.latest() || (await changes.current()).listing;
    const jobs = await loadListedJobs(db);
    loaded = { listing, index: new ListingIndex(LISTING_FACETS, jobs), epoch: 0 };
    events.emit('index', {
      kind: 'reload',
      jobs: jobs.length,
      changed: jobs.length,
      ms: performance.now() - started,
    });
    return listing;
  }

  async function indexAt(listing: number): Promise<LoadedIndex> {
    while (!loaded || loaded.listing < listing) {
      catchingUp ??= catchUp().finally(() => {
        catchingUp = undefined;
      });
      const reached = await catchingUp;
      // Only when the log went back below this version (another database): use what there is.
      if (reached < listing && changes.latest() < listing) break;
    }
    return loaded as LoadedIndex;
  }

  /** Keeps the popularity order current for this views version and window. */
  async function ensurePopularity(current: LoadedIndex, views: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const epoch = current.epoch;
    const key = `${epoch}:${views}:${since}`;
    if (current.popularity === key) return;
    if (popularityLoad?.key === key) return popularityLoad.promise;
    const promise = queryRows<{ job_id: number; views: number }>(
      db,
      sql`SELECT job_id, sum(views)::int AS views FROM job_view_days WHERE day >= ${since}::date GROUP BY job_id`,
    ).then((rows) => {
      current.index.setPopularity(new Map(rows.map((r) => [Number(r.job_id), Number(r.views)])));
      // Jobs that arrived while it was read may lack their views: the next search reads it again.
      if (current.epoch === epoch) current.popularity = key;
    });
    popularityLoad = { key, promise };
    const settled = () => {
      if (popularityLoad?.promise === promise) popularityLoad = undefined;
    };
    promise.then(settled, settled);
    return promise;
  }

  function keep(key: string, listing: number, matches: Promise<KeywordMatches>): KeptMatches {
    const kept: KeptMatches = { listing, matches };
    keywordMatches.set(key, kept);
    matches.then(
      (settled) => {
        if (keywordMatches.get(key) === kept)
          keywordMatches.set(key, kept, { size: Math.max(1, settled.ids.length) });
      },
      () => {
        if (keywordMatches.get(key) === kept) keywordMatches.delete(key);
      },
    );
    return kept;
  }

  async function keywordsAt(listing: number, keywords: string, ranked: boolean): Promise<MatchesAt> {
    const kept = keptKeywordsAt(listing, keywords, ranked);
    return { listing: kept.listing, matches: await kept.matches };
  }

  function keptKeywordsAt(listing: number, keywords: string, ranked: boolean): KeptMatches {
    if (!caching) return { listing: -1, matches: matchKeywords(db, keywords, ranked) };
    // Ranked matches answer an unranked question too.
    const rankedKey = `ranked:${keywords}`;
    const key = ranked ? rankedKey : `ids:${keywords}`;
    let foundKey = key;
    let found = keywordMatches.get(key);
    if (!found && !ranked) {
      foundKey = rankedKey;
      found = keywordMatches.get(rankedKey);
    }
    if (found && found.listing >= listing) return found;
    const changed = found ? changes.changedSince(found.listing) : undefined;
    if (found && changed && changed.jobIds.size <= MAX_IN_PLACE) {
      // Only jobs whose text changed, or that were not listed, can match differently: when the
      // log says which (decision 051), the others keep their matches and ranks.
      const jobIds = changed.carried?.textIds ?? changed.jobIds;
      const patched =
        jobIds.size === 0
          ? found.matches
          : found.matches.then((old) => patchKeywordMatches(db, old, keywords, jobIds));
      return keep(foundKey, changed.to, patched);
    }
    // The version the log was last read at: the query below sees at least that.
    return keep(key, Math.max(listing, changes.latest()), matchKeywords(db, keywords, ranked));
  }

  function placeOf(asked: SearchPlace): Promise<Place> {
    const lookup = () =>
      queryRows<{ lat: number | null; lon: number | null }>(db, asked.query).then(([row]) =>
        row && row.lat !== null && row.lon !== null ? { lat: Number(row.lat), lon: Number(row.lon) } : null,
      );
    if (!caching) return lookup();
    const known = places.get(asked.key);
    if (known) return known;
    const promise = lookup();
    places.set(asked.key, promise);
    promise.catch(() => places.delete(asked.key));
    return promise;
  }

  return {
    events,
    isLoaded: () => loaded !== undefined,
    async warm(versions) {
      await indexAt(versions.listing);
    },
    keepAnswers(keeper) {
      keepers.add(keeper);
    },
    async search(filters, now, versions) {
      const sort: IndexSort = filters.sort ?? (filters.keywords ? 'relevance' : 'date_added.desc');
      const place = searchPlace(filters);
      const [current, matched, origin] = await Promise.all([
        indexAt(versions.listing),
        filters.keywords ? keywordsAt(versions.listing, filters.keywords, sort === 'relevance') : undefined,
        place ? placeOf(place) : undefined,
      ]);
      if (sort === 'highlighted_popular') await ensurePopularity(current, versions.views, now);
      const context = { now, origin };
      const facets: IndexQuery['facets'][number][] = [];
      const tests: IndexQuery['tests'][number][] = [];
      for (const filter of activeFilters(filters)) {
        const side = filter.index;
        if (side.kind === 'facet') facets.push({ facet: filter.name, keys: side.keys });
        else if (side.kind === 'test') tests.push(side.test(context));
      }
      const { limit, offset } = searchPageWindow(filters);
      const query = { facets, tests, sort, offset, limit };
      const answer = current.index.search({ ...query, keywords: matched?.matches });
      // Checkable later only when the keyword matches reflect the index's version exactly.
      const exact = !matched || matched.listing === current.listing;
      if (!caching || !exact) return answer;
      const keywords = matched ? new WeakRef(matched.matches) : undefined;
      return {
        ...answer,
        basis: { listing: current.listing, query, keywords, ids: answer.ids, textChanged: new Set() },
      };
    },
  };
}
