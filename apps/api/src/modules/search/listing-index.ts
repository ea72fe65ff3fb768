/**
 * The listed jobs (approved or filled) held in memory, column by column, with every non-text search
 * filter and sort of `search.sql.ts` evaluated the same way (decision 015). Keyword matching and
 * ranking stay in PostgreSQL; their answer comes in as `keywordMatches`. Pure: no database here.
 */

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

export type IndexSort = 'date_added.desc' | 'date_added.asc' | 'highlighted_popular' | 'relevance';

/** A search with every filter resolved to values (search.engine.ts does that from SearchFilters). */
export interface IndexQuery {
  /** The request time, epoch microseconds: expiry and date windows compare with it. */
  nowUs: number;
  keywords?: KeywordMatches;
  /** Distance filter: `null` origin means one was asked for but is unknown, so nothing matches. */
  near?: { origin: { lat: number; lon: number } | null; miles: number };
  /** Regions as their states (country US). */
  states?: ReadonlySet<string>;
  anywhere?: boolean;
  outside?: boolean;
  workVisa?: boolean;
  categories?: readonly number[];
  types?: readonly number[];
  /** Part of the company name, matched case-insensitively. */
  companyName?: string;
  compensationTypes?: readonly number[];
  compensationRanges?: readonly number[];
  /** date_added >= this (epoch microseconds). */
  addedFromUs?: number;
  /** date_added < this (epoch microseconds). */
  addedBeforeUs?: number;
  sort: IndexSort;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
}

/** As in search.sql.ts: statute miles, the same constants and the same order of operations. */
const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE = 69.0;
const RADIANS_PER_DEGREE = Math.PI / 180;

const FLAG_REMOTE = 1;
const FLAG_LOCATION_ANYWHERE = 2;
const FLAG_LOCATION_INTERNATIONAL = 4;
const FLAG_VISA = 8;
const FLAG_HIGHLIGHTED = 16;
const FLAG_US = 32;

/**
 * Lookup ids as bits of one 32-bit mask: every id the contracts' lookup lists (categories, job
 * types, compensation types and ranges) allow is under 32, so a filter can only ask for those;
 * an id of 32 or more in a job can never be asked for and is left out of its mask.
 */
function maskOf(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) if (id >= 0 && id < 32) mask |= 1 << id;
  return mask;
}

function setBit(bitmap: Uint32Array, row: number): void {
  bitmap[row >>> 5] = (bitmap[row >>> 5] as number) | (1 << (row & 31));
}

function hasBit(bitmap: Uint32Array, row: number): boolean {
  return ((bitmap[row >>> 5] as number) & (1 << (row & 31))) !== 0;
}

/** `date_added DESC NULLS LAST, id DESC`: the order the index keeps its rows in. */
function newestFirst(a: ListedJob, b: ListedJob): number {
  if (a.dateAddedUs !== b.dateAddedUs) {
    if (a.dateAddedUs === null) return 1;
    if (b.dateAddedUs === null) return -1;
    return b.dateAddedUs - a.dateAddedUs;
  }
  return b.id - a.id;
}

export class ListingIndex {
  readonly size: number;
  private readonly id: Int32Array;
  private readonly added: Float64Array;
  private readonly expire: Float64Array;
  private readonly flags: Uint8Array;
  private readonly type: Int32Array;
  private readonly state: Int16Array;
  private readonly categories: Int32Array;
  private readonly compensationTypes: Int32Array;
  private readonly compensationRanges: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly company: string[];
  private readonly stateCodes: string[];
  /** Row of each job id (-1: not listed). */
  private readonly rowOfId: Map<number, number>;
  /** Rows in `date_added ASC NULLS LAST, id ASC` order. */
  private readonly oldestFirst: Int32Array;
  /** Rows in `highlighted DESC, views DESC, date_added DESC NULLS LAST, id DESC` order. */
  private popularFirst: Int32Array;
  /** Scratch for a query's keyword ranks by row (NaN: not a match); queries run one at a time. */
  private readonly scratch: Float64Array;
  /**
   * Row bitmaps (bit r of word r >>> 5) of each value of the categorical columns, so a query's
   * categorical filters become a few word-wise ORs and ANDs instead of a test per row.
   */
  private readonly bits: {
    categories: Uint32Array[];
    types: Uint32Array[];
    compensationTypes: Uint32Array[];
    compensationRanges: Uint32Array[];
    /** By state index, US rows only (regions are US states). */
    usStates: Uint32Array[];
    anywhere: Uint32Array;
    outside: Uint32Array;
    workVisa: Uint32Array;
  };
  private readonly words: number;

  constructor(jobs: readonly ListedJob[]) {
    const rows = [...jobs].sort(newestFirst);
    const n = rows.length;
    this.size = n;
    this.id = new Int32Array(n);
    this.added = new Float64Array(n);
    this.expire = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.type = new Int32Array(n);
    this.state = new Int16Array(n);
    this.categories = new Int32Array(n);
    this.compensationTypes = new Int32Array(n);
    this.compensationRanges = new Int32Array(n);
    this.lat = new Float64Array(n);
    this.lon = new Float64Array(n);
    this.company = new Array<string>(n);
    this.stateCodes = [];
    this.rowOfId = new Map();
    this.scratch = new Float64Array(n).fill(Number.NaN);
    const stateIndex = new Map<string, number>();
    rows.forEach((job, row) => {
      this.id[row] = job.id;
      this.rowOfId.set(job.id, row);
      // NULL compares as unknown in SQL: never >= or < anything, never past `now`.
      this.added[row] = job.dateAddedUs ?? Number.NaN;
      this.expire[row] = job.dateExpireUs ?? Number.POSITIVE_INFINITY;
      this.flags[row] =
        (job.workRemote ? FLAG_REMOTE : 0) |
        (job.workLocation === 'anywhere' ? FLAG_LOCATION_ANYWHERE : 0) |
        (job.workLocation === 'international' ? FLAG_LOCATION_INTERNATIONAL : 0) |
        (job.workVisa ? FLAG_VISA : 0) |
        (job.highlighted ? FLAG_HIGHLIGHTED : 0) |
        (job.country === 'US' ? FLAG_US : 0);
      this.type[row] = job.typeId ?? -1;
      let state = -1;
      if (job.state !== null) {
        state = stateIndex.get(job.state) ?? -1;
        if (state < 0) {
          state = this.stateCodes.length;
          this.stateCodes.push(job.state);
          stateIndex.set(job.state, state);
        }
      }
      this.state[row] = state;
      this.categories[row] = maskOf(job.categoryIds);
      this.compensationTypes[row] = maskOf(job.compensationTypeIds);
      this.compensationRanges[row] = maskOf(job.compensationRangeIds);
      this.lat[row] = job.lat ?? Number.NaN;
      this.lon[row] = job.lon ?? Number.NaN;
      this.company[row] = job.companyName.toLowerCase();
    });
    this.words = (n + 31) >>> 5;
    const bitmaps = (count: number) => Array.from({ length: count }, () => new Uint32Array(this.words));
    this.bits = {
      categories: bitmaps(32),
      types: bitmaps(32),
      compensationTypes: bitmaps(32),
      compensationRanges: bitmaps(32),
      usStates: bitmaps(this.stateCodes.length),
      anywhere: new Uint32Array(this.words),
      outside: new Uint32Array(this.words),
      workVisa: new Uint32Array(this.words),
    };
    const setMaskBits = (maps: Uint32Array[], mask: number, row: number) => {
      for (let id = 0; id < 32; id++) if (mask & (1 << id)) setBit(maps[id] as Uint32Array, row);
    };
    for (let row = 0; row < n; row++) {
      const f = this.flags[row] as number;
      setMaskBits(this.bits.categories, this.categories[row] as number, row);
      setMaskBits(this.bits.compensationTypes, this.compensationTypes[row] as number, row);
      setMaskBits(this.bits.compensationRanges, this.compensationRanges[row] as number, row);
      const type = this.type[row] as number;
      if (type >= 0 && type < 32) setBit(this.bits.types[type] as Uint32Array, row);
      const state = this.state[row] as number;
      if (state >= 0 && f & FLAG_US) setBit(this.bits.usStates[state] as Uint32Array, row);
      if (f & (FLAG_REMOTE | FLAG_LOCATION_ANYWHERE)) setBit(this.bits.anywhere, row);
      if (f & FLAG_LOCATION_INTERNATIONAL || !(f & FLAG_US)) setBit(this.bits.outside, row);
      if (f & FLAG_VISA) setBit(this.bits.workVisa, row);
    }
    // Oldest first keeps NULL dates last: the dated rows reversed, then the undated by id ascending.
    const dated = rows.findIndex((job) => job.dateAddedUs === null);
    const firstUndated = dated < 0 ? n : dated;
    this.oldestFirst = new Int32Array(n);
    let k = 0;
    for (let row = firstUndated - 1; row >= 0; row--) this.oldestFirst[k++] = row;
    for (let row = n - 1; row >= firstUndated; row--) this.oldestFirst[k++] = row;
    this.popularFirst = this.orderByPopularity(new Map());
  }

  /** Sets the views per job in the popularity window (`highlighted_popular`). */
  setPopularity(views: ReadonlyMap<number, number>): void {
    this.popularFirst = this.orderByPopularity(views);
  }

  private orderByPopularity(views: ReadonlyMap<number, number>): Int32Array {
    const byRow = new Float64Array(this.size);
    for (const [jobId, count] of views) {
      const row = this.rowOfId.get(jobId);
      if (row !== undefined) byRow[row] = count;
    }
    const order = Int32Array.from({ length: this.size }, (_, row) => row);
    const highlighted = (row: number) => (this.flags[row] as number) & FLAG_HIGHLIGHTED;
    // Rows are newest first already, so the row number breaks the remaining ties.
    order.sort(
      (a, b) => highlighted(b) - highlighted(a) || (byRow[b] as number) - (byRow[a] as number) || a - b,
    );
    return order;
  }

  /** The page of matching job ids in the query's order, and how many match in all. */
  search(query: IndexQuery): IndexAnswer {
    const candidates = this.candidates(query);
    const test = this.compile(query);
    const end = query.offset + query.limit;
    const ids: number[] = [];
    let total = 0;
    const take = (row: number) => {
      if (total >= query.offset && total < end) ids.push(this.id[row] as number);
      total++;
    };
    const keywords = query.keywords;
    if (!keywords) {
      if (query.sort === 'date_added.asc' || query.sort === 'highlighted_popular') {
        const order = query.sort === 'date_added.asc' ? this.oldestFirst : this.popularFirst;
        for (const row of order) if (hasBit(candidates, row) && test(row)) take(row);
      } else {
        // Newest first is row order: visit the candidates' set bits in turn.
        for (let w = 0; w < this.words; w++) {
          let word = candidates[w] as number;
          while (word !== 0) {
            const low = word & -word;
            const row = (w << 5) + (31 - Math.clz32(low));
            word ^= low;
            if (test(row)) take(row);
          }
        }
      }
      return { ids, total };
    }
    // Keyword matches: only their rows are looked at.
    const ranks = this.scratch;
    const matched: number[] = [];
    for (let i = 0; i < keywords.ids.length; i++) {
      const row = this.rowOfId.get(keywords.ids[i] as number);
      if (row === undefined || !hasBit(candidates, row) || !test(row)) continue;
      ranks[row] = keywords.ranks ? (keywords.ranks[i] as number) : 0;
      matched.push(row);
    }
    try {
      if (query.sort === 'relevance') {
        matched.sort((a, b) => (ranks[b] as number) - (ranks[a] as number) || a - b);
        for (const row of matched) take(row);
      } else {
        const order =
          query.sort === 'date_added.asc'
            ? this.oldestFirst
            : query.sort === 'highlighted_popular'
              ? this.popularFirst
              : undefined;
        if (order) {
          // Walk the order and keep the matches (the scratch marks them).
          for (const row of order) if (!Number.isNaN(ranks[row] as number)) take(row);
        } else {
          matched.sort((a, b) => a - b);
          for (const row of matched) take(row);
        }
      }
    } finally {
      for (const row of matched) ranks[row] = Number.NaN;
    }
    return { ids, total };
  }

  /**
   * The rows the query's categorical filters allow, as a bitmap: within a filter any of its values
   * (OR), across filters all of them (AND).
   */
  private candidates(q: IndexQuery): Uint32Array {
    const all = new Uint32Array(this.words).fill(0xffffffff);
    const tail = this.size & 31;
    if (tail !== 0 && this.words > 0) all[this.words - 1] = (1 << tail) - 1;
    const and = (bitmap: Uint32Array) => {
      for (let w = 0; w < this.words; w++) all[w] = (all[w] as number) & (bitmap[w] as number);
    };
    const anyOf = (maps: Uint32Array[], values: Iterable<number>) => {
      const union = new Uint32Array(this.words);
      for (const value of values) {
        const bitmap = maps[value];
        if (!bitmap) continue;
        for (let w = 0; w < this.words; w++) union[w] = (union[w] as number) | (bitmap[w] as number);
      }
      and(union);
    };
    // Ids outside the lookup lists' range (0-31) are never a job's, so they select nothing.
    const ids = (values: readonly number[] | undefined) =>
      values && values.length > 0 ? values.filter((id) => id >= 0 && id < 32) : undefined;
    const categories = ids(q.categories);
    if (categories) anyOf(this.bits.categories, categories);
    const types = ids(q.types);
    if (types) anyOf(this.bits.types, types);
    const compensationTypes = ids(q.compensationTypes);
    if (compensationTypes) anyOf(this.bits.compensationTypes, compensationTypes);
    const compensationRanges = ids(q.compensationRanges);
    if (compensationRanges) anyOf(this.bits.compensationRanges, compensationRanges);
    if (q.states) {
      const states = q.states;
      const indexes = this.stateCodes.flatMap((code, i) => (states.has(code) ? [i] : []));
      anyOf(this.bits.usStates, indexes);
    }
    if (q.anywhere) and(this.bits.anywhere);
    if (q.outside) and(this.bits.outside);
    if (q.workVisa) and(this.bits.workVisa);
    return all;
  }

  /**
   * The query's other filters (expiry, distance, company name, dates) as one row test, with each
   * filter's constants worked out once; the categorical ones are in `candidates`.
   */
  private compile(q: IndexQuery): (row: number) => boolean {
    const { added, expire, lat, lon } = this;
    const tests: Array<(row: number) => boolean> = [];
    const nowUs = q.nowUs;
    tests.push((row) => (expire[row] as number) > nowUs);
    if (q.near) {
      const { origin, miles } = q.near;
      if (!origin) return () => false;
      const dLat = (miles / MILES_PER_DEGREE) * 1.01;
      const dLon = dLat / Math.max(Math.cos(origin.lat * RADIANS_PER_DEGREE), 0.01);
      const [minLon, maxLon] = [origin.lon - dLon, origin.lon + dLon];
      const [minLat, maxLat] = [origin.lat - dLat, origin.lat + dLat];
      const cosOrigin = Math.cos(origin.lat * RADIANS_PER_DEGREE);
      tests.push((row) => {
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
      });
    }
    if (q.companyName) {
      const needle = q.companyName.toLowerCase();
      const { company } = this;
      tests.push((row) => (company[row] as string).includes(needle));
    }
    if (q.addedFromUs !== undefined) {
      const from = q.addedFromUs;
      tests.push((row) => (added[row] as number) >= from);
    }
    if (q.addedBeforeUs !== undefined) {
      const before = q.addedBeforeUs;
      tests.push((row) => (added[row] as number) < before);
    }
    if (tests.length === 1) return tests[0] as (row: number) => boolean;
    return (row) => {
      for (const t of tests) if (!t(row)) return false;
      return true;
    };
  }
}
