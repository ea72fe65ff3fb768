import { DEFAULT_DISTANCE, LISTED_STATUSES, type SearchFilters, statesOfRegions } from '@gfj/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows } from '../../db/client.ts';
import { SITE_TIME_ZONE } from '../../site-time.ts';
import {
  type IndexQuery,
  type IndexSort,
  type KeywordMatches,
  type ListedJob,
  ListingIndex,
} from './listing-index.ts';
import { DATE_WINDOW_DAYS, POPULAR_WINDOW_DAYS, parseCityState, searchPageWindow } from './search.sql.ts';

/** The versions a search is answered at (listing_changes, moved by triggers and the view counter). */
export interface ListingVersions {
  /** Moves with every job change a search could show. */
  listing: number;
  /** Moves with every batch of counted views (popularity). */
  views: number;
}

/**
 * Reads the versions. Requests that arrive while a read is in flight share it, so a burst of
 * searches costs one tiny query, not one each.
 */
export function listingVersionReader(db: Db): () => Promise<ListingVersions> {
  let inFlight: Promise<ListingVersions> | undefined;
  return () => {
    inFlight ??= queryRows<{ version: string | number; views_version: string | number }>(
      db,
      sql`SELECT version, views_version FROM listing_changes WHERE id = 1`,
    )
      .then((rows) => ({
        listing: Number(rows[0]?.version ?? 0),
        views: Number(rows[0]?.views_version ?? 0),
      }))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

export interface SearchEngine {
  /** The page of matching listed job ids in order, and how many match in all. */
  search(
    filters: SearchFilters,
    now: Date,
    versions: ListingVersions,
  ): Promise<{ ids: number[]; total: number }>;
}

export interface SearchEngineOptions {
  /** 0 turns off the keyword-match and place caches (every search asks the database). */
  cacheSeconds: number;
}

/** Bound on the keyword matches kept, counted in matched jobs (8 bytes each). */
const MAX_CACHED_MATCHES = 2_000_000;
const MAX_CACHED_PLACES = 5_000;

const US_PER_MS = 1000;
const US_PER_DAY = 86_400_000_000;

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffsetMs(format: Intl.DateTimeFormat, instantMs: number): number {
  const parts = Object.fromEntries(format.formatToParts(instantMs).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - instantMs;
}

const SITE_ZONE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * The instant a site day (YYYY-MM-DD) starts, plus `addDays`, in epoch milliseconds: what
 * `(day::date + addDays)::timestamp AT TIME ZONE 'America/New_York'` gives (midnight there is never
 * skipped nor repeated: the clocks change at 2 AM).
 */
export function siteDayStartMs(day: string, addDays = 0): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + addDays);
  const first = utcMidnight - zoneOffsetMs(SITE_ZONE_FORMAT, utcMidnight);
  const offset = zoneOffsetMs(SITE_ZONE_FORMAT, first);
  return utcMidnight - offset;
}

const LISTED = sql.raw(LISTED_STATUSES.map((s) => `'${s}'`).join(', '));

interface ListedRow {
  id: number;
  added: number | null;
  expire: number | null;
  type_id: number | null;
  work_location: string;
  country: string;
  state: string | null;
  work_remote: boolean;
  work_visa: boolean;
  highlighted: boolean;
  category_ids: number[];
  compensation_type_ids: number[];
  compensation_range_ids: number[];
  lon: number | null;
  lat: number | null;
  company_name: string;
}

/** The listed jobs' search columns: what the index is loaded from. */
export function buildListedJobsQuery(): SQL {
  // Microseconds since the epoch are whole numbers under 2^53: exact as doubles, so no two
  // timestamps PostgreSQL tells apart compare equal here.
  return sql`SELECT id,
      (extract(epoch FROM date_added) * 1000000)::float8 AS added,
      (extract(epoch FROM date_expire) * 1000000)::float8 AS expire,
      type_id, work_location, country, state, work_remote, work_visa, highlighted,
      category_ids, compensation_type_ids, compensation_range_ids,
      location[0] AS lon, location[1] AS lat, company_name
    FROM jobs WHERE status IN (${LISTED})`;
}

async function loadListedJobs(db: Db): Promise<ListedJob[]> {
  const rows = await queryRows<ListedRow>(db, buildListedJobsQuery());
  return rows.map((r) => ({
    id: Number(r.id),
    dateAddedUs: r.added === null ? null : Number(r.added),
    dateExpireUs: r.expire === null ? null : Number(r.expire),
    typeId: r.type_id,
    workLocation: r.work_location,
    country: r.country,
    state: r.state,
    workRemote: r.work_remote,
    workVisa: r.work_visa,
    highlighted: r.highlighted,
    categoryIds: r.category_ids ?? [],
    compensationTypeIds: r.compensation_type_ids ?? [],
    compensationRangeIds: r.compensation_range_ids ?? [],
    lon: r.lon === null ? null : Number(r.lon),
    lat: r.lat === null ? null : Number(r.lat),
    companyName: r.company_name,
  }));
}

/** Listed jobs matching the keywords by PostgreSQL full-text search, with ts_rank_cd when `ranked`. */
export function buildKeywordMatchQuery(keywords: string, ranked: boolean): SQL {
  const query = sql`websearch_to_tsquery('english', ${keywords})`;
  return ranked
    ? sql`SELECT id, ts_rank_cd(search_vector, ${query}) AS rank FROM jobs
        WHERE status IN (${LISTED}) AND search_vector @@ ${query}`
    : sql`SELECT id FROM jobs WHERE status IN (${LISTED}) AND search_vector @@ ${query}`;
}

async function matchKeywords(db: Db, keywords: string, ranked: boolean): Promise<KeywordMatches> {
  const rows = await queryRows<{ id: number; rank?: number }>(db, buildKeywordMatchQuery(keywords, ranked));
  const ids = Int32Array.from(rows, (r) => Number(r.id));
  return ranked ? { ids, ranks: Float32Array.from(rows, (r) => Number(r.rank)) } : { ids };
}

type Place = { lat: number; lon: number } | null;

/**
 * The place a search measures distance from, as search.sql.ts reads it: the zip code, else
 * city_state_zip as a zip or as "City, ST" (the mean of that city's zip centroids). Undefined when
 * the search has none; null when it names one that is not known (then nothing is near it).
 */
function placeQuery(filters: SearchFilters): { key: string; query: SQL } | undefined {
  if (filters.outside || filters.anywhere) return undefined;
  const zipQuery = (zip: string) => ({
    key: `zip:${zip}`,
    query: sql`SELECT latitude AS lat, longitude AS lon FROM zip_codes WHERE zip = ${zip}`,
  });
  if (filters.zip_code && /^\d{5}$/.test(filters.zip_code)) return zipQuery(filters.zip_code);
  const text = filters.city_state_zip?.trim();
  if (!text) return undefined;
  if (/^\d{4,5}$/.test(text)) return zipQuery(text.padStart(5, '0'));
  const place = parseCityState(text);
  if (!place) return undefined;
  return {
    key: `city:${place.state}:${place.city.toLowerCase()}`,
    query: sql`SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM zip_codes
      WHERE state_code = ${place.state} AND lower(city) = lower(${place.city})
      HAVING count(*) > 0`,
  };
}

interface LoadedIndex {
  listing: number;
  index: ListingIndex;
  /** The views version and window start the popularity order was read at. */
  popularity?: string;
}

/**
 * Job search over an in-memory index of the listed jobs (decision 015), exact at every listing
 * version: a search that sees a newer version than the index was loaded at loads it again first.
 * Keyword matching and ranking run in PostgreSQL (websearch_to_tsquery, ts_rank_cd), and the
 * matches are kept per keywords and listing version; every other filter, the sorts, the total and
 * the page come from the index.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions): SearchEngine {
  const caching = options.cacheSeconds > 0;
  let loaded: LoadedIndex | undefined;
  let loading: { listing: number; promise: Promise<LoadedIndex> } | undefined;
  let popularityLoad: { key: string; promise: Promise<void> } | undefined;
  const keywordMatches = new LRUCache<string, Promise<KeywordMatches>>({
    maxSize: MAX_CACHED_MATCHES,
    // Sized once settled; a pending entry counts as one.
    sizeCalculation: () => 1,
  });
  const places = new LRUCache<string, Promise<Place>>({
    max: MAX_CACHED_PLACES,
    ttl: Math.max(options.cacheSeconds, 1) * 1000 * 60,
  });

  async function indexAt(listing: number): Promise<LoadedIndex> {
    if (loaded && loaded.listing >= listing) return loaded;
    if (loading && loading.listing >= listing) return loading.promise;
    const promise = loadListedJobs(db).then((jobs) => {
      const next: LoadedIndex = { listing, index: new ListingIndex(jobs) };
      if (!loaded || loaded.listing < listing) loaded = next;
      return next;
    });
    loading = { listing, promise };
    const settled = () => {
      if (loading?.promise === promise) loading = undefined;
    };
    promise.then(settled, settled);
    return promise;
  }

  /** Keeps the popularity order current for this views version and window. */
  async function ensurePopularity(current: LoadedIndex, views: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const key = `${views}:${since}`;
    if (current.popularity === key) return;
    if (popularityLoad?.key === `${current.listing}:${key}`) return popularityLoad.promise;
    const promise = queryRows<{ job_id: number; views: number }>(
      db,
      sql`SELECT job_id, sum(views)::int AS views FROM job_view_days WHERE day >= ${since}::date GROUP BY job_id`,
    ).then((rows) => {
      current.index.setPopularity(new Map(rows.map((r) => [Number(r.job_id), Number(r.views)])));
      current.popularity = key;
    });
    popularityLoad = { key: `${current.listing}:${key}`, promise };
    const settled = () => {
      if (popularityLoad?.promise === promise) popularityLoad = undefined;
    };
    promise.then(settled, settled);
    return promise;
  }

  function keywordsAt(listing: number, keywords: string, ranked: boolean): Promise<KeywordMatches> {
    if (!caching) return matchKeywords(db, keywords, ranked);
    const key = `${listing}:${ranked ? 'ranked' : 'ids'}:${keywords}`;
    // Ranked matches answer an unranked question too.
    const known =
      keywordMatches.get(key) ?? (ranked ? undefined : keywordMatches.get(`${listing}:ranked:${keywords}`));
    if (known) return known;
    const promise = matchKeywords(db, keywords, ranked);
    keywordMatches.set(key, promise);
    promise.then(
      (matches) => {
        if (keywordMatches.get(key) === promise)
          keywordMatches.set(key, promise, { size: Math.max(1, matches.ids.length) });
      },
      () => keywordMatches.delete(key),
    );
    return promise;
  }

  function placeOf(filters: SearchFilters): Promise<Place> | undefined {
    const asked = placeQuery(filters);
    if (!asked) return undefined;
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
    async search(filters, now, versions) {
      const sort: IndexSort = filters.sort ?? (filters.keywords ? 'relevance' : 'date_added.desc');
      const [current, keywords, origin] = await Promise.all([
        indexAt(versions.listing),
        filters.keywords ? keywordsAt(versions.listing, filters.keywords, sort === 'relevance') : undefined,
        placeOf(filters),
      ]);
      if (sort === 'highlighted_popular') await ensurePopularity(current, versions.views, now);
      const nowUs = now.getTime() * US_PER_MS;
      const lowerBounds: number[] = [];
      if (filters.date_posted) lowerBounds.push(nowUs - DATE_WINDOW_DAYS[filters.date_posted] * US_PER_DAY);
      if (filters.since) lowerBounds.push(siteDayStartMs(filters.since) * US_PER_MS);
      const { limit, offset } = searchPageWindow(filters);
      const compensationTypes = [...filters.compensation_types.paid, ...filters.compensation_types.unpaid];
      const compensationRanges = [
        ...filters.compensation_ranges.salaried,
        ...filters.compensation_ranges.hourly,
      ];
      const query: IndexQuery = {
        nowUs,
        keywords,
        near: origin === undefined ? undefined : { origin, miles: filters.distance ?? DEFAULT_DISTANCE },
        states: filters.regions.length > 0 ? new Set(statesOfRegions(filters.regions)) : undefined,
        anywhere: filters.anywhere,
        outside: filters.outside,
        workVisa: filters.work_visa,
        categories: filters.categories,
        types: filters.types,
        companyName: filters.company_name,
        compensationTypes,
        compensationRanges,
        addedFromUs: lowerBounds.length > 0 ? Math.max(...lowerBounds) : undefined,
        addedBeforeUs: filters.until ? siteDayStartMs(filters.until, 1) * US_PER_MS : undefined,
        sort,
        offset,
        limit,
      };
      return current.index.search(query);
    },
  };
}
