/**
 * The listed jobs (approved or filled) held in memory, column by column, so every non-text search
 * filter, the sorts, the totals and the pages are answered here (decision 015). What each filter
 * means is defined once in search.filters.ts: a facet (the job's keys, one row bitmap per key) or
 * a test over the columns below. Keyword matching and ranking stay in PostgreSQL; their answer
 * comes in as `keywords`. Jobs are added, changed and removed in place (decision 022). Pure: no
 * database here.
 */
import type {
  FacetKey,
  FacetSpec,
  IndexAnswer,
  IndexColumns,
  IndexQuery,
  IndexSort,
  ListedJob,
  RowTest,
  Standing,
} from './listing-index-types.ts';
import { RowOrder } from './row-order.ts';

export type {
  FacetKey,
  FacetSpec,
  IndexAnswer,
  IndexColumns,
  IndexQuery,
  IndexSort,
  KeywordMatches,
  ListedJob,
  RowTest,
  Standing,
} from './listing-index-types.ts';

function setBit(bitmap: Uint32Array, row: number): void {
  bitmap[row >>> 5] = (bitmap[row >>> 5] as number) | (1 << (row & 31));
}

function clearBit(bitmap: Uint32Array, row: number): void {
  bitmap[row >>> 5] = (bitmap[row >>> 5] as number) & ~(1 << (row & 31));
}

function hasBit(bitmap: Uint32Array, row: number): boolean {
  return ((bitmap[row >>> 5] as number) & (1 << (row & 31))) !== 0;
}

function grown<T extends Float64Array | Int32Array | Uint8Array | Uint32Array>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  return next;
}

const MIN_CAPACITY = 1024;

export class ListingIndex implements IndexColumns {
  private capacity: number;
  /** Rows handed out so far; rows of removed jobs are reused. */
  private used = 0;
  private readonly free: number[] = [];
  private id: Int32Array;
  added: Float64Array;
  expire: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  readonly company: string[] = [];
  private highlighted: Uint8Array;
  /** 1 for a filled job, 0 for an open one: the ranked sorts list open jobs first. */
  private filled: Uint8Array;
  /** Views in the popularity window, by row (setPopularity). */
  private views: Float64Array;
  /** Rows holding a listed job. */
  private alive: Uint32Array;
  private readonly facetSpecs: readonly FacetSpec[];
  /** Per facet, per key: the rows of jobs having that key. */
  private readonly facets = new Map<string, Map<FacetKey, Uint32Array>>();
  private readonly rowOfId = new Map<number, number>();
  private readonly newest: RowOrder;
  private readonly oldest: RowOrder;
  private readonly popular: RowOrder;
  /** Scratch for a query's keyword ranks by row (NaN: not a match); queries run one at a time. */
  private scratch: Float64Array;

  constructor(facets: readonly FacetSpec[], jobs: readonly ListedJob[]) {
    this.facetSpecs = facets;
    this.capacity = Math.max(MIN_CAPACITY, jobs.length);
    const n = this.capacity;
    this.id = new Int32Array(n);
    this.added = new Float64Array(n);
    this.expire = new Float64Array(n);
    this.lat = new Float64Array(n);
    this.lon = new Float64Array(n);
    this.highlighted = new Uint8Array(n);
    this.filled = new Uint8Array(n);
    this.views = new Float64Array(n);
    this.alive = new Uint32Array((n + 31) >>> 5);
    this.scratch = new Float64Array(n).fill(Number.NaN);
    for (const facet of facets) this.facets.set(facet.name, new Map());
    this.newest = new RowOrder(this.newestFirst, n);
    this.oldest = new RowOrder(this.oldestFirst, n);
    this.popular = new RowOrder(this.mostPopularFirst, n);
    for (const job of jobs) this.write(job, this.used++);
    const rows = Int32Array.from({ length: this.used }, (_, row) => row);
    this.newest.rebuild(rows);
    this.oldest.rebuild(rows);
    this.popular.rebuild(rows);
  }

  /** How many listed jobs the index holds. */
  get size(): number {
    return this.rowOfId.size;
  }

  /** `date_added DESC NULLS LAST, id DESC` (NaN is a missing date). */
  private readonly newestFirst = (a: number, b: number): number => {
    const x = this.added[a] as number;
    const y = this.added[b] as number;
    if (x !== y && !(Number.isNaN(x) && Number.isNaN(y))) {
      if (Number.isNaN(x)) return 1;
      if (Number.isNaN(y)) return -1;
      return y - x;
    }
    return (this.id[b] as number) - (this.id[a] as number);
  };

  /** `date_added ASC NULLS LAST, id ASC`. */
  private readonly oldestFirst = (a: number, b: number): number => {
    const x = this.added[a] as number;
    const y = this.added[b] as number;
    if (x !== y && !(Number.isNaN(x) && Number.isNaN(y))) {
      if (Number.isNaN(x)) return 1;
      if (Number.isNaN(y)) return -1;
      return x - y;
    }
    return (this.id[a] as number) - (this.id[b] as number);
  };

  /** `filled ASC, highlighted DESC, views DESC, date_added DESC NULLS LAST, id DESC`. */
  private readonly mostPopularFirst = (a: number, b: number): number =>
    (this.filled[a] as number) - (this.filled[b] as number) ||
    (this.highlighted[b] as number) - (this.highlighted[a] as number) ||
    (this.views[b] as number) - (this.views[a] as number) ||
    this.newestFirst(a, b);

  /** Fills a free row with the job's columns and facet bits (not its place in the orders). */
  private write(job: ListedJob, row: number): void {
    this.id[row] = job.id;
    this.rowOfId.set(job.id, row);
    // NULL compares as unknown in SQL: never >= or < anything, never past `now`.
    this.added[row] = job.dateAddedUs ?? Number.NaN;
    this.expire[row] = job.dateExpireUs ?? Number.POSITIVE_INFINITY;
    this.lat[row] = job.lat ?? Number.NaN;
    this.lon[row] = job.lon ?? Number.NaN;
    this.company[row] = job.companyName.toLowerCase();
    this.highlighted[row] = job.highlighted ? 1 : 0;
    this.filled[row] = job.filled ? 1 : 0;
    setBit(this.alive, row);
    const words = this.alive.length;
    for (const spec of this.facetSpecs) {
      const bitmaps = this.facets.get(spec.name) as Map<FacetKey, Uint32Array>;
      for (const key of spec.keysOf(job)) {
        let bitmap = bitmaps.get(key);
        if (!bitmap) {
          bitmap = new Uint32Array(words);
          bitmaps.set(key, bitmap);
        }
        setBit(bitmap, row);
      }
    }
  }

  private grow(): void {
    const n = this.capacity * 2;
    const words = (n + 31) >>> 5;
    this.id = grown(this.id, n);
    this.added = grown(this.added, n);
    this.expire = grown(this.expire, n);
    this.lat = grown(this.lat, n);
    this.lon = grown(this.lon, n);
    this.highlighted = grown(this.highlighted, n);
    this.filled = grown(this.filled, n);
    this.views = grown(this.views, n);
    this.alive = grown(this.alive, words);
    const scratch = new Float64Array(n).fill(Number.NaN);
    scratch.set(this.scratch);
    this.scratch = scratch;
    for (const bitmaps of this.facets.values()) {
      for (const [key, bitmap] of bitmaps) bitmaps.set(key, grown(bitmap, words));
    }
    for (const order of [this.newest, this.oldest, this.popular]) order.grow(n);
    this.capacity = n;
  }

  private remove(row: number): void {
    this.newest.remove(row);
    this.oldest.remove(row);
    this.popular.remove(row);
    clearBit(this.alive, row);
    for (const bitmaps of this.facets.values()) for (const bitmap of bitmaps.values()) clearBit(bitmap, row);
    this.rowOfId.delete(this.id[row] as number);
    this.company[row] = '';
    this.free.push(row);
  }

  /**
   * Applies changes in place: `listed` are the changed jobs as they now are (listed), `removed` the
   * ids of changed jobs no longer listed. Returns how many jobs are new to the index, whose views
   * are not known yet (the caller reads popularity again).
   */
  update(listed: readonly ListedJob[], removed: Iterable<number>): { added: number } {
    for (const id of removed) {
      const row = this.rowOfId.get(id);
      if (row !== undefined) this.remove(row);
    }
    let added = 0;
    for (const job of listed) {
      const existing = this.rowOfId.get(job.id);
      const views = existing === undefined ? 0 : (this.views[existing] as number);
      if (existing === undefined) added += 1;
      else this.remove(existing);
      if (this.free.length === 0 && this.used === this.capacity) this.grow();
      const row = this.free.pop() ?? this.used++;
      this.write(job, row);
      this.views[row] = views;
      this.newest.insert(row);
      this.oldest.insert(row);
      this.popular.insert(row);
    }
    return { added };
  }

  /** Sets the views per job in the popularity window (`highlighted_popular`). */
  setPopularity(views: ReadonlyMap<number, number>): void {
    this.views.fill(0);
    for (const [jobId, count] of views) {
      const row = this.rowOfId.get(jobId);
      if (row !== undefined) this.views[row] = count;
    }
    this.popular.rebuild(this.newest.rows.slice());
  }

  /** The page of matching job ids in the query's order, and how many match in all. */
  search(query: IndexQuery): IndexAnswer {
    const candidates = this.candidates(query);
    const tests = query.tests.map((make) => make(this));
    const test: RowTest =
      tests.length === 1
        ? (tests[0] as RowTest)
        : (row) => {
            for (const t of tests) if (!t(row)) return false;
            return true;
          };
    const end = query.offset + query.limit;
    const ids: number[] = [];
    let total = 0;
    const take = (row: number) => {
      if (total >= query.offset && total < end) ids.push(this.id[row] as number);
      total++;
    };
    const keywords = query.keywords;
    if (!keywords) {
      for (const row of this.orderOf(query.sort)) if (hasBit(candidates, row) && test(row)) take(row);
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
        // Best match: open jobs before filled ones, then by rank.
        matched.sort(
          (a, b) =>
            (this.filled[a] as number) - (this.filled[b] as number) ||
            (ranks[b] as number) - (ranks[a] as number) ||
            this.newestFirst(a, b),
        );
        for (const row of matched) take(row);
      } else if (query.sort === 'date_added.desc') {
        matched.sort(this.newestFirst);
        for (const row of matched) take(row);
      } else {
        // Walk the order and keep the matches (the scratch marks them).
        for (const row of this.orderOf(query.sort)) if (!Number.isNaN(ranks[row] as number)) take(row);
      }
    } finally {
      for (const row of matched) ranks[row] = Number.NaN;
    }
    return { ids, total };
  }

  /**
   * Where the job `jobId` stands, as the index is now, for the answer `page` that `query` gave
   * (decision 054): outside the matches, among the matches ahead of the page or after a full page,
   * or unknown: on the page or between its ends (the page would change), or a keyword match whose
   * text changed (`textChanged`: its match and rank are not known here). A job whose standing is
   * the same known value before and after a change leaves the page and the total as they were.
   */
  standing(query: IndexQuery, page: readonly number[], jobId: number, textChanged: boolean): Standing {
    if (page.includes(jobId)) return 'unknown';
    const row = this.rowOfId.get(jobId);
    if (row === undefined) return 'out';
    for (const { facet, keys } of query.facets) {
      const bitmaps = this.facets.get(facet);
      const hasKey = (key: FacetKey) => {
        const bitmap = bitmaps?.get(key);
        return bitmap !== undefined && hasBit(bitmap, row);
      };
      if (!keys.some(hasKey)) return 'out';
    }
    for (const make of query.tests) if (!make(this)(row)) return 'out';
    const keywords = query.keywords;
    const rankOf = (id: number): number | undefined => {
      if (!keywords) return 0;
      const at = keywords.ids.indexOf(id);
      if (at < 0) return undefined;
      return keywords.ranks ? (keywords.ranks[at] as number) : 0;
    };
    if (keywords && textChanged) return 'unknown';
    const rank = rankOf(jobId);
    if (rank === undefined) return 'out';
    // Matching, with the page empty: the page lies past every match, and stays empty.
    if (page.length === 0) return 'before';
    const first = this.rowOfId.get(page[0] as number);
    const last = this.rowOfId.get(page.at(-1) as number);
    const firstRank = rankOf(page[0] as number);
    const lastRank = rankOf(page.at(-1) as number);
    if (first === undefined || last === undefined || firstRank === undefined || lastRank === undefined)
      return 'unknown';
    const compare = (a: number, rankA: number, b: number, rankB: number): number => {
      if (query.sort === 'date_added.asc') return this.oldestFirst(a, b);
      if (query.sort === 'highlighted_popular') return this.mostPopularFirst(a, b);
      if (query.sort === 'relevance' && keywords)
        return (
          (this.filled[a] as number) - (this.filled[b] as number) || rankB - rankA || this.newestFirst(a, b)
        );
      return this.newestFirst(a, b);
    };
    if (compare(row, rank, first, firstRank) < 0) return 'before';
    if (page.length === query.limit && compare(row, rank, last, lastRank) > 0) return 'after';
    return 'unknown';
  }

  private orderOf(sort: IndexSort): Int32Array {
    if (sort === 'date_added.asc') return this.oldest.rows;
    if (sort === 'highlighted_popular') return this.popular.rows;
    return this.newest.rows;
  }

  /** The rows the query's facets allow, as a bitmap. */
  private candidates(q: IndexQuery): Uint32Array {
    const all = this.alive.slice();
    const words = all.length;
    for (const { facet, keys } of q.facets) {
      const bitmaps = this.facets.get(facet);
      if (!bitmaps) throw new Error(`unknown facet ${facet}`);
      const union = new Uint32Array(words);
      for (const key of keys) {
        const bitmap = bitmaps.get(key);
        if (!bitmap) continue;
        for (let w = 0; w < words; w++) union[w] = (union[w] as number) | (bitmap[w] as number);
      }
      for (let w = 0; w < words; w++) all[w] = (all[w] as number) & (union[w] as number);
    }
    return all;
  }
}
