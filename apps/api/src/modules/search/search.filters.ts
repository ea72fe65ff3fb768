import { DEFAULT_DISTANCE, LISTED_STATUSES, type SearchFilters, statesOfRegions } from '@gfj/contracts';
import { SITE_TIME_ZONE } from '@gfj/contracts/site-time';
import { type SQL, sql } from 'drizzle-orm';
import type { FacetKey, FacetSpec, IndexColumns, ListedJob, RowTest } from './listing-index.ts';
import { searchPlace } from './search-place.ts';
import { siteDayStartMs } from './site-day-start.ts';

/**
 * Every job search filter, defined once (decision 023): how its value is read from the parsed
 * search (the URL itself is parsed by the contracts' parseFiltersFromUrl, shared with the web),
 * its SQL condition (search.sql.ts: the reference, the job alerts, the benchmark baseline) and its
 * meaning in the in-memory index (search.engine.ts), side by side. A filter is one of:
 * - a facet: the keys a job has (a row bitmap per key) and the keys a search selects (any of them);
 * - a test over the index's columns, made once per search;
 * - keyword matches, which PostgreSQL's full-text search decides for both sides.
 * The differential test (search.engine.test.ts) holds the two sides equal; a new filter goes here
 * and into that test's generator.
 */

export interface FilterContext {
  now: Date;
}

export interface IndexFilterContext extends FilterContext {
  /** The search's place, when it has one: null when it names a place that is not known. */
  origin?: { lat: number; lon: number } | null;
}

type Side<V> =
  | { kind: 'facet'; keysOf(job: ListedJob): Iterable<FacetKey>; select(value: V): readonly FacetKey[] }
  | { kind: 'test'; test(value: V, context: IndexFilterContext): (columns: IndexColumns) => RowTest }
  | { kind: 'matches' };

interface FilterDefinition<V> {
  name: string;
  /** The filter's value in this search, or undefined when the search does not use it. */
  read(filters: SearchFilters): V | undefined;
  /** Its condition on the jobs row `j` (a search with a place also has the one-row `o`: lat, lon). */
  sql(value: V, context: FilterContext): SQL;
  index: Side<V>;
}

/** A filter a search uses, with its value bound. */
export interface ActiveFilter {
  name: string;
  sql(context: FilterContext): SQL;
  index:
    | { kind: 'facet'; keys: readonly FacetKey[] }
    | { kind: 'test'; test(context: IndexFilterContext): (columns: IndexColumns) => RowTest }
    | { kind: 'matches' };
}

interface SearchFilter {
  name: string;
  activate(filters: SearchFilters): ActiveFilter | undefined;
  facet?: FacetSpec;
}

function defineFilter<V>(definition: FilterDefinition<V>): SearchFilter {
  const side = definition.index;
  return {
    name: definition.name,
    facet: side.kind === 'facet' ? { name: definition.name, keysOf: side.keysOf } : undefined,
    activate(filters) {
      const value = definition.read(filters);
      if (value === undefined) return undefined;
      return {
        name: definition.name,
        sql: (context) => definition.sql(value, context),
        index:
          side.kind === 'facet'
            ? { kind: 'facet', keys: side.select(value) }
            : side.kind === 'test'
              ? { kind: 'test', test: (context) => side.test(value, context) }
              : { kind: 'matches' },
      };
    },
  };
}

/** date_posted windows, in days of 24 hours counted back from now. */
export const DATE_WINDOW_DAYS = { '24hours': 1, week: 7, month: 30 } as const;
/** Mean Earth radius in statute miles, for the great-circle (haversine) distance. */
const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude; the box is widened a little so it never cuts a real match. */
const MILES_PER_DEGREE = 69.0;
const RADIANS_PER_DEGREE = Math.PI / 180;
const US_PER_MS = 1000;

function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Escapes LIKE wildcards so a company name is matched literally. */
function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nonEmpty = <T>(values: readonly T[]): readonly T[] | undefined =>
  values.length > 0 ? values : undefined;
const microseconds = (date: Date) => date.getTime() * US_PER_MS;

/** The conditions every listed job meets: approved or filled, and not past its expiry. */
export function listedJobCondition(now: Date): SQL {
  // Inlined constants (not parameters) so the planner can match the partial "listed" indexes.
  const statuses = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');
  return sql`j.status IN (${sql.raw(statuses)}) AND (j.date_expire IS NULL OR j.date_expire > ${now.toISOString()}::timestamptz)`;
}

/** A boolean facet: the jobs for which `has` holds. */
function flag(has: (job: ListedJob) => boolean) {
  return {
    kind: 'facet' as const,
    keysOf: (job: ListedJob) => (has(job) ? [true] : []),
    select: () => [true],
  };
}

/** A facet over a job's lookup ids: any of the selected ids. */
function ids(of: (job: ListedJob) => readonly number[]) {
  return { kind: 'facet' as const, keysOf: of, select: (value: readonly number[]) => value };
}

/** date_added at or after `fromUs` (epoch microseconds); a missing date (NaN) never passes. */
const addedFrom =
  (fromUs: number) =>
  ({ added }: IndexColumns): RowTest =>
  (row) =>
    (added[row] as number) >= fromUs;

/** date_added before `beforeUs`. */
const addedBefore =
  (beforeUs: number) =>
  ({ added }: IndexColumns): RowTest =>
  (row) =>
    (added[row] as number) < beforeUs;

const US_PER_DAY = 86_400_000_000;

export const SEARCH_FILTERS: readonly SearchFilter[] = [
  defineFilter({
    // Listed jobs only: the index holds no others, and each search tests the expiry at its instant.
    name: 'listed',
    read: () => true,
    sql: (_value, { now }) => listedJobCondition(now),
    index: {
      kind: 'test',
      test: (_value, { now }) => {
        const nowUs = microseconds(now);
        return ({ expire }) =>
          (row) =>
            (expire[row] as number) > nowUs;
      },
    },
  }),
  defineFilter({
    name: 'keywords',
    read: (f) => f.keywords,
    sql: (keywords) => sql`j.search_vector @@ websearch_to_tsquery('english', ${keywords})`,
    index: { kind: 'matches' },
  }),
  defineFilter({
    name: 'distance',
    read: (f) => (searchPlace(f) ? { miles: f.distance ?? DEFAULT_DISTANCE } : undefined),
    // The box prefilter uses the GiST index; the exact haversine distance then decides.
    sql: ({ miles }) => {
      const dLat = (miles / MILES_PER_DEGREE) * 1.01;
      return sql`j.location <@ box(
          point(o.lon - ${dLat}::float8 / greatest(cos(radians(o.lat)), 0.01), o.lat - ${dLat}::float8),
          point(o.lon + ${dLat}::float8 / greatest(cos(radians(o.lat)), 0.01), o.lat + ${dLat}::float8))
        AND ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
          power(sin(radians(j.location[1] - o.lat) / 2), 2) +
          cos(radians(o.lat)) * cos(radians(j.location[1])) * power(sin(radians(j.location[0] - o.lon) / 2), 2)
        ))) <= ${miles}::float8`;
    },
    index: {
      kind: 'test',
      // The same constants and order of operations as the SQL.
      test: ({ miles }, { origin }) => {
        if (!origin) return () => () => false;
        const dLat = (miles / MILES_PER_DEGREE) * 1.01;
        const dLon = dLat / Math.max(Math.cos(origin.lat * RADIANS_PER_DEGREE), 0.01);
        const [minLon, maxLon] = [origin.lon - dLon, origin.lon + dLon];
        const [minLat, maxLat] = [origin.lat - dLat, origin.lat + dLat];
        const cosOrigin = Math.cos(origin.lat * RADIANS_PER_DEGREE);
        return ({ lat, lon }) =>
          (row) => {
            const y = lat[row] as number;
            const x = lon[row] as number;
            // The box first (NaN, no location, fails it), then the great-circle distance.
            if (!(x >= minLon && x <= maxLon && y >= minLat && y <= maxLat)) return false;
            const a =
              Math.sin(((y - origin.lat) * RADIANS_PER_DEGREE) / 2) ** 2 +
              cosOrigin *
                Math.cos(y * RADIANS_PER_DEGREE) *
                Math.sin(((x - origin.lon) * RADIANS_PER_DEGREE) / 2) ** 2;
            return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(a))) <= miles;
          };
      },
    },
  }),
  defineFilter({
    name: 'regions',
    read: (f) => (f.regions.length > 0 ? statesOfRegions(f.regions) : undefined),
    sql: (states) => sql`j.country = 'US' AND j.state = ANY(${textArray(states)})`,
    index: {
      kind: 'facet',
      keysOf: (job) => (job.country === 'US' && job.state !== null ? [job.state] : []),
      select: (states) => states,
    },
  }),
  defineFilter({
    name: 'anywhere',
    read: (f) => f.anywhere || undefined,
    sql: () => sql`(j.work_remote OR j.work_location = 'anywhere')`,
    index: flag((job) => job.workRemote || job.workLocation === 'anywhere'),
  }),
  defineFilter({
    name: 'outside',
    read: (f) => f.outside || undefined,
    sql: () => sql`(j.work_location = 'international' OR j.country <> 'US')`,
    index: flag((job) => job.workLocation === 'international' || job.country !== 'US'),
  }),
  defineFilter({
    name: 'work_visa',
    read: (f) => f.work_visa || undefined,
    sql: () => sql`j.work_visa`,
    index: flag((job) => job.workVisa),
  }),
  defineFilter({
    name: 'categories',
    read: (f) => nonEmpty(f.categories),
    sql: (values) => sql`j.category_ids && ${intArray(values)}`,
    index: ids((job) => job.categoryIds),
  }),
  defineFilter({
    name: 'types',
    read: (f) => nonEmpty(f.types),
    sql: (values) => sql`j.type_id = ANY(${intArray(values)})`,
    index: ids((job) => (job.typeId === null ? [] : [job.typeId])),
  }),
  defineFilter({
    name: 'company_name',
    read: (f) => f.company_name || undefined,
    sql: (name) => sql`j.company_name ILIKE ${likeContains(name)}`,
    index: {
      kind: 'test',
      // JavaScript's lower-casing against the database's ILIKE: they differ only for a few
      // non-ASCII letters (decision 015).
      test: (name) => {
        const needle = name.toLowerCase();
        return ({ company }) =>
          (row) =>
            (company[row] as string).includes(needle);
      },
    },
  }),
  defineFilter({
    name: 'compensation_types',
    read: (f) => nonEmpty([...f.compensation_types.paid, ...f.compensation_types.unpaid]),
    sql: (values) => sql`j.compensation_type_ids && ${intArray(values)}`,
    index: ids((job) => job.compensationTypeIds),
  }),
  defineFilter({
    name: 'compensation_ranges',
    read: (f) => nonEmpty([...f.compensation_ranges.salaried, ...f.compensation_ranges.hourly]),
    sql: (values) => sql`j.compensation_range_ids && ${intArray(values)}`,
    index: ids((job) => job.compensationRangeIds),
  }),
  defineFilter({
    name: 'date_posted',
    read: (f) => f.date_posted,
    // Hours, not days: a day interval would follow the session time zone's clock changes.
    sql: (window, { now }) =>
      sql`j.date_added >= ${now.toISOString()}::timestamptz - make_interval(hours => ${24 * DATE_WINDOW_DAYS[window]}::int)`,
    index: {
      kind: 'test',
      test: (window, { now }) => addedFrom(microseconds(now) - DATE_WINDOW_DAYS[window] * US_PER_DAY),
    },
  }),
  // since/until are whole days in the site's time zone, both inclusive.
  defineFilter({
    name: 'since',
    read: (f) => f.since,
    sql: (day) => sql`j.date_added >= (${day}::date)::timestamp AT TIME ZONE ${SITE_TIME_ZONE}`,
    index: {
      kind: 'test',
      test: (day) => addedFrom(siteDayStartMs(day) * US_PER_MS),
    },
  }),
  defineFilter({
    name: 'until',
    read: (f) => f.until,
    sql: (day) => sql`j.date_added < ((${day}::date + 1)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})`,
    index: {
      kind: 'test',
      test: (day) => addedBefore(siteDayStartMs(day, 1) * US_PER_MS),
    },
  }),
];

/** The filters this search uses, with their values. */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  return SEARCH_FILTERS.flatMap((filter) => filter.activate(filters) ?? []);
}

/** The facets the listing index keeps a bitmap per key for. */
export const LISTING_FACETS: readonly FacetSpec[] = SEARCH_FILTERS.flatMap((filter) => filter.facet ?? []);
