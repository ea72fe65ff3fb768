/** The listing index's inputs and outputs (listing-index.ts), apart so definitions can name them. */

/** A listed job's search columns as loaded (search.engine.ts). Times are epoch microseconds. */
export interface ListedJob {
  id: number;
  dateAddedUs: number | null;
  dateExpireUs: number | null;
  typeId: number | null;
  workLocation: string;
  country: string;
  state: string | null;
  workRemote: boolean;
  workVisa: boolean;
  highlighted: boolean;
  /** Status filled (else approved): the ranked sorts put these after the open jobs. */
  filled: boolean;
  categoryIds: readonly number[];
  compensationTypeIds: readonly number[];
  compensationRangeIds: readonly number[];
  /** location[0] and location[1] of the stored point; null when the job has no location. */
  lon: number | null;
  lat: number | null;
  companyName: string;
}

/** Keyword matches from PostgreSQL: job ids and, for relevance order, their ts_rank_cd. */
export interface KeywordMatches {
  ids: Int32Array;
  /** float4 ranks, same order as ids; absent when only membership was asked. */
  ranks?: Float32Array;
}

export type FacetKey = number | string | boolean;

/** A categorical filter's side of the index: which keys a job has (one bitmap per key). */
export interface FacetSpec {
  name: string;
  keysOf(job: ListedJob): Iterable<FacetKey>;
}

/** What row tests read, by row. NaN: no date or no location; +Infinity: no expiry. */
export interface IndexColumns {
  readonly added: Float64Array;
  readonly expire: Float64Array;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** Company names, lower-cased. */
  readonly company: readonly string[];
}

export type RowTest = (row: number) => boolean;

export type IndexSort = 'date_added.desc' | 'date_added.asc' | 'highlighted_popular' | 'relevance';

/** A search with every filter resolved (search.engine.ts builds it from the filter definitions). */
export interface IndexQuery {
  keywords?: KeywordMatches;
  /** Within a facet any of its keys, across facets all of them. */
  facets: ReadonlyArray<{ facet: string; keys: readonly FacetKey[] }>;
  /** Every test must pass; made from the columns when the query runs. */
  tests: ReadonlyArray<(columns: IndexColumns) => RowTest>;
  sort: IndexSort;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
}

/**
 * Where a job stands for an answer made earlier (ListingIndex.standing): not matching it, matching
 * it ahead of its page or after its page, or unknown (on the page, or a keyword match not known).
 */
export type Standing = 'out' | 'before' | 'after' | 'unknown';
