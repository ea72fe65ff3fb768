import {
  CATEGORIES,
  COMPENSATION_TYPES,
  HOURLY_RANGE_IDS,
  JOB_STATUSES,
  JOB_TYPES,
  parseFiltersFromUrl,
  REGIONS,
  SALARIED_RANGE_IDS,
  type SearchFilters,
  SORTS,
} from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { countJobViews } from '../job-views/job-views.service.ts';
import { createListingChanges, type ListingChanges } from './listing-changes.ts';
import { createSearchEngine, type IndexEvent, type SearchEngine, siteDayStartMs } from './search.engine.ts';
import { type JobSearchResult, searchJobs } from './search.service.ts';
import { buildJobSearchCountQuery, buildJobSearchQuery, searchPageWindow } from './search.sql.ts';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One instant for the whole file, so both sides of each comparison see the same time. */
const NOW = new Date();

/** Origins the data and the searches share (zip, place), so distance searches find something. */
const ORIGINS = [
  { zip: '14850', city: 'Ithaca, NY', lat: 42.44, lon: -76.5 },
  { zip: '97201', city: 'Portland, OR', lat: 45.51, lon: -122.69 },
  { zip: '60601', city: 'Chicago, IL', lat: 41.89, lon: -87.62 },
];
const WORDS = [
  'farm',
  'cheese',
  'goat',
  'baker',
  'orchard',
  'manager',
  'intern',
  'brewer',
  'dairy',
  'herder',
];
const COMPANIES = ['Green Acres Farm', 'Blue Goat Creamery', 'GREENLEAF Bakery', 'Orchard & Sons', 'Zqco'];
const STATES = [...new Set(REGIONS.flatMap((r) => [...r.states]))];

/** A small deterministic random stream (mulberry32), so the data set is the same each run. */
function randomStream(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => next() < p);
  return { next, pick, some };
}

/**
 * Jobs covering every case the filters tell apart: each status, shared and missing dates, expiry
 * on both sides of now, no location and places just inside and outside each radius, remote and
 * abroad, every lookup id, company names differing in case, highlighted jobs and views.
 */
async function seedVariedJobs(count: number): Promise<void> {
  const r = randomStream(20_261_123);
  const sharedDates = [NOW.getTime() - 2 * DAY, NOW.getTime() - 10 * DAY];
  for (let i = 0; i < count; i++) {
    const status =
      r.next() < 0.7 ? r.pick(['approved', 'approved', 'filled'] as const) : r.pick(JOB_STATUSES);
    const roll = r.next();
    const dateAdded =
      roll < 0.05
        ? null
        : roll < 0.2
          ? new Date(r.pick(sharedDates))
          : new Date(NOW.getTime() - Math.floor(r.next() * 45 * DAY));
    const expireRoll = r.next();
    const dateExpire =
      expireRoll < 0.1
        ? null
        : expireRoll < 0.25
          ? new Date(NOW.getTime() - Math.floor(r.next() * 5 * DAY))
          : new Date((dateAdded ?? NOW).getTime() + 30 * DAY);
    const scope = r.next();
    const origin = r.pick(ORIGINS);
    // Distances spread over 0-80 miles, a few within a mile of each radius.
    const radius = r.next() < 0.3 ? r.pick([15, 30, 60]) + (r.next() - 0.5) * 1.5 : r.next() * 80;
    const bearing = r.next() * 2 * Math.PI;
    const lat = origin.lat + (radius / 69.09) * Math.cos(bearing);
    const lon = origin.lon + ((radius / 69.09) * Math.sin(bearing)) / Math.cos((origin.lat * Math.PI) / 180);
    const abroad = scope > 0.9;
    const located = !abroad && r.next() > 0.08;
    const words = [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)];
    await buildJob(t.db, {
      status,
      position: `${words[0]} ${words[1]} ${i}`,
      description: `<p>${words.join(' ')} ${r.pick(WORDS)} ${r.next() < 0.3 ? 'the farm manager' : ''}</p>`,
      companyName: `${r.pick(COMPANIES)} ${i % 7}`,
      dateAdded,
      dateExpire,
      typeId: r.next() < 0.05 ? null : r.pick(JOB_TYPES).id,
      categoryIds: r.some(
        CATEGORIES.map((c) => c.id),
        0.2,
      ),
      compensationTypeIds: r.some(
        COMPENSATION_TYPES.map((c) => c.id),
        0.3,
      ),
      compensationRangeIds: r.some([...HOURLY_RANGE_IDS, ...SALARIED_RANGE_IDS], 0.25),
      workVisa: r.next() < 0.2,
      workRemote: scope > 0.75 && scope <= 0.85,
      workLocation: scope > 0.85 && scope <= 0.9 ? 'anywhere' : abroad ? 'international' : 'us',
      highlighted: r.next() < 0.08,
      zipCode: null,
      city: abroad ? 'Lyon' : 'Somewhere',
      state: abroad ? null : r.next() < 0.05 ? null : r.pick(STATES),
      country: abroad ? r.pick(['FR', 'CA']) : 'US',
      latitude: located ? lat : null,
      longitude: located ? lon : null,
      location: located ? { x: lon, y: lat } : null,
    });
  }
  // Views inside and outside the 14-day popularity window.
  const listed = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM jobs ORDER BY id`);
  const views = listed.flatMap((job, i) =>
    Array.from({ length: i % 4 }, (_, v) => ({
      jobId: Number(job.id),
      visitorKey: `visitor-${v}`,
      now: new Date(NOW.getTime() - ((i * 3 + v) % 20) * DAY),
    })),
  );
  await countJobViews(t.db, views);
}

/** The reference: the search SQL (search.sql.ts), as the job alerts and the benchmark run it. */
async function bySql(filters: SearchFilters): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<{ id: number }>(t.db, buildJobSearchQuery(filters, NOW));
  const [count] = await queryRows<{ total: number }>(t.db, buildJobSearchCountQuery(filters, NOW));
  return { ids: rows.map((row) => Number(row.id)), total: Number(count?.total) };
}

/**
 * One random change of the jobs (`ids`, kept up to date): a new job, a deleted one, or an edit of
 * any column the search reads on a job of any status, as posting, moderation and expiry do.
 */
async function randomChange(r: ReturnType<typeof randomStream>, ids: number[]): Promise<void> {
  const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY).toISOString();
  const edits = [
    (id: number) => sql`UPDATE jobs SET status = ${r.pick(JOB_STATUSES)} WHERE id = ${id}`,
    (id: number) =>
      sql`UPDATE jobs SET date_added = ${r.next() < 0.1 ? null : day(r.next() * 40)}::timestamptz WHERE id = ${id}`,
    (id: number) =>
      sql`UPDATE jobs SET date_expire = ${day(r.next() * 10 - 5)}::timestamptz WHERE id = ${id}`,
    (id: number) =>
      sql`UPDATE jobs SET category_ids = ${`{${r.some([1, 2, 3, 4, 5, 6], 0.3).join(',')}}`}::int[] WHERE id = ${id}`,
    (id: number) =>
      sql`UPDATE jobs SET type_id = ${r.pick(JOB_TYPES).id}, highlighted = ${r.next() < 0.3} WHERE id = ${id}`,
    (id: number) =>
      sql`UPDATE jobs SET position = ${`${r.pick(WORDS)} ${r.pick(WORDS)} hand`} WHERE id = ${id}`,
    (id: number) => sql`UPDATE jobs SET company_name = ${`${r.pick(COMPANIES)} edited`} WHERE id = ${id}`,
    (id: number) => sql`UPDATE jobs SET location = NULL WHERE id = ${id}`,
  ];
  const roll = r.next();
  if (roll < 0.08) {
    const job = await buildJob(t.db, {
      position: `${r.pick(WORDS)} newcomer`,
      categoryIds: [r.pick([1, 2, 3])],
    });
    ids.push(job.id);
  } else if (roll < 0.12 && ids.length > 50) {
    const [id] = ids.splice(Math.floor(r.next() * ids.length), 1);
    await t.db.execute(sql`DELETE FROM jobs WHERE id = ${id}`);
  } else {
    await t.db.execute(r.pick(edits)(r.pick(ids)));
  }
}

interface HeldAnswer {
  filters: SearchFilters;
  /** The version the answer is exact at, as far as the engine said. */
  listing: number;
  answer: JobSearchResult;
}

/** Answers held as the search cache holds them, offered to the engine to keep (decision 054). */
function holdAnswers(search: { engine: SearchEngine; changes: ListingChanges }) {
  const held: HeldAnswer[] = [];
  search.engine.keepAnswers({
    *answersAt(listing) {
      for (const h of held) {
        const bases = h.answer.bases;
        if (!bases?.every((basis) => basis.listing === listing)) continue;
        yield {
          bases,
          keep(to) {
            h.listing = to;
          },
        };
      }
    },
  });
  const answer = async (filters: SearchFilters) => {
    const versions = await search.changes.current();
    const { limit, offset } = searchPageWindow(filters);
    const paging = { page: offset / limit + 1, pageSize: limit };
    const result = await searchJobs(search.engine, versions, filters, paging, NOW);
    return { versions, result };
  };
  return { held, answer };
}

/** An engine as a process has one: with its own view of the change log. */
function newEngine(cacheSeconds: number): { engine: SearchEngine; changes: ListingChanges } {
  const changes = createListingChanges(t.db);
  return { engine: createSearchEngine(t.db, { changes, cacheSeconds }), changes };
}

async function byEngine(search: { engine: SearchEngine; changes: ListingChanges }, filters: SearchFilters) {
  const { ids, total } = await search.engine.search(filters, NOW, await search.changes.current());
  return { ids, total };
}

const queryFamilies = {
  keywords: fc.oneof(
    fc.constantFrom(...WORDS),
    fc.constantFrom('"farm manager"', 'cheese -goat', 'farm or dairy', 'the', 'zzzz', 'bakers', 'goat"'),
  ),
  place: fc.oneof(
    fc.constantFrom(...ORIGINS.map((o) => ({ zip_code: o.zip }))),
    fc.constantFrom(...ORIGINS.map((o) => ({ city_state_zip: o.city }))),
    fc.constant({ zip_code: '4850' }),
    fc.constant({ zip_code: '00000' }),
    fc.constant({ city_state_zip: 'Nowhere, ZZ' }),
  ),
  distance: fc.constantFrom('15', '30', '60', '45'),
  scope: fc.constantFrom({ anywhere: '1' }, { outside: '1' }, { everywhere: '1' }),
  regions: fc.subarray(REGIONS.map((r) => r.slug)),
  work_visa: fc.constant('1'),
  categories: fc.subarray(CATEGORIES.map((c) => String(c.id))),
  types: fc.subarray(JOB_TYPES.map((c) => String(c.id))),
  company_name: fc.constantFrom('green', 'GOAT', 'bakery', '& sons', 'zqco 3', 'missing'),
  paid: fc.subarray(['4', '5']),
  unpaid: fc.subarray(['6', '7', '8', '9']),
  salaried: fc.subarray(SALARIED_RANGE_IDS.map(String)),
  hourly: fc.subarray(HOURLY_RANGE_IDS.map(String)),
  date_posted: fc.constantFrom('24hours', 'week', 'month', 'any'),
  since: fc.integer({ min: 0, max: 50 }),
  until: fc.integer({ min: 0, max: 50 }),
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom('5', '20', '50'),
};
const queryValues = fc.record(queryFamilies);
type QueryValues = typeof queryValues extends fc.Arbitrary<infer T> ? T : never;
const QUERY_KEYS = Object.keys(queryFamilies) as Array<keyof QueryValues>;

/**
 * Search query strings as a browser or API client could send them (some values invalid): up to
 * four filter families at once, so most searches still find jobs.
 */
const queryArbitrary = fc
  .tuple(queryValues, fc.subarray(QUERY_KEYS, { maxLength: 4 }))
  .map(([values, keys]) => {
    const q: Partial<QueryValues> = Object.fromEntries(keys.map((key) => [key, values[key]]));
    const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    const raw: Record<string, unknown> = {
      ...(q.keywords ? { keywords: q.keywords } : {}),
      ...(q.place ?? {}),
      ...(q.distance ? { distance: q.distance } : {}),
      ...(q.scope ?? {}),
      ...(q.regions ? { regions: q.regions } : {}),
      ...(q.work_visa ? { work_visa: q.work_visa } : {}),
      ...(q.categories ? { categories: q.categories } : {}),
      ...(q.types ? { types: q.types } : {}),
      ...(q.company_name ? { company_name: q.company_name } : {}),
      compensation_types: { paid: q.paid ?? [], unpaid: q.unpaid ?? [] },
      compensation_ranges: { salaried: q.salaried ?? [], hourly: q.hourly ?? [] },
      ...(q.date_posted ? { date_posted: q.date_posted } : {}),
      ...(q.since !== undefined ? { since: day(q.since) } : {}),
      ...(q.until !== undefined ? { until: day(q.until) } : {}),
      ...(q.sort ? { sort: q.sort } : {}),
      ...(q.page ? { page: String(q.page) } : {}),
      ...(q.pageSize ? { pageSize: q.pageSize } : {}),
    };
    return parseFiltersFromUrl(raw);
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedVariedJobs(320);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the in-memory search engine', () => {
  it('answers every filter combination exactly as the search SQL does: the same page, order and total', async () => {
    const engine = newEngine(30);
    const [listed] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE status IN ('approved', 'filled')`,
    );
    expect(Number(listed?.n)).toBeGreaterThan(150);
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (filters) => {
        const [expected, actual] = [await bySql(filters), await byEngine(engine, filters)];
        if (expected.total > 0) nonEmpty++;
        expect(actual).toEqual(expected);
      }),
      { numRuns: 400 },
    );
    // The comparison is not vacuous: most searches find something.
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it('agrees on the sorts of the whole listing, with ties and missing dates', async () => {
    const engine = newEngine(0);
    for (const sort of [...SORTS, undefined]) {
      for (const keywords of [undefined, 'farm']) {
        const filters = { ...parseFiltersFromUrl(''), sort, keywords, pageSize: 100 };
        for (const page of [1, 2, 3]) {
          expect(await byEngine(engine, { ...filters, page })).toEqual(await bySql({ ...filters, page }));
        }
      }
    }
  });

  it('pages past the end with the total and no ids', async () => {
    const engine = newEngine(30);
    const filters = { ...parseFiltersFromUrl('keywords=farm'), page: 40, pageSize: 50 };
    const answer = await byEngine(engine, filters);
    expect(answer.ids).toEqual([]);
    expect(answer.total).toBe((await bySql(filters)).total);
    expect(searchPageWindow(filters).offset).toBe(1950);
  });

  it('shows a change on the next search: a new, an edited, a closed job, and new views', async () => {
    const engine = newEngine(30);
    const find = (query: string) => byEngine(engine, parseFiltersFromUrl(query));
    expect((await find('keywords=zqengine')).total).toBe(0);
    const job = await buildJob(t.db, { position: 'Zqengine Shepherd', categoryIds: [6] });
    expect((await find('keywords=zqengine')).ids).toEqual([job.id]);
    await t.db.execute(sql`UPDATE jobs SET category_ids = '{5}' WHERE id = ${job.id}`);
    expect((await find('keywords=zqengine&categories[]=6')).total).toBe(0);
    expect((await find('keywords=zqengine&categories[]=5')).ids).toEqual([job.id]);
    await t.db.execute(sql`UPDATE jobs SET status = 'deleted' WHERE id = ${job.id}`);
    expect((await find('keywords=zqengine')).total).toBe(0);

    // Popularity follows counted views at once.
    const popular = (await find('sort=highlighted_popular&pageSize=100')).ids;
    // A job from the middle of the order: fifty views move it up.
    const plain = popular[40];
    await countJobViews(
      t.db,
      Array.from({ length: 50 }, (_, v) => ({ jobId: plain as number, visitorKey: `fan-${v}`, now: NOW })),
    );
    const after = (await find('sort=highlighted_popular&pageSize=100')).ids;
    expect(after.indexOf(plain as number)).toBeLessThan(popular.indexOf(plain as number));
    expect(after).toEqual((await bySql(parseFiltersFromUrl('sort=highlighted_popular&pageSize=100'))).ids);
  });

  it('stays exact while jobs change, updating its index and keyword matches in place', async () => {
    const search = newEngine(30);
    const events: IndexEvent[] = [];
    search.engine.events.on('index', (event) => events.push(event));
    await byEngine(search, parseFiltersFromUrl('keywords=farm'));
    const ids = (await queryRows<{ id: number }>(t.db, sql`SELECT id FROM jobs ORDER BY id`)).map((r) =>
      Number(r.id),
    );
    const r = randomStream(20_261_125);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), queryArbitrary, async (count, filters) => {
        for (let i = 0; i < count; i++) await randomChange(r, ids);
        expect(await byEngine(search, filters)).toEqual(await bySql(filters));
        // Searches asked every time, so their kept keyword matches are patched, not made again.
        for (const kept of ['keywords=farm', 'keywords=cheese&sort=date_added.asc&pageSize=50']) {
          const keptFilters = parseFiltersFromUrl(kept);
          expect(await byEngine(search, keptFilters)).toEqual(await bySql(keptFilters));
        }
      }),
      { numRuns: 80 },
    );
    // One load at the start; every change after it was applied in place.
    expect(events.filter((e) => e.kind === 'reload')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'update').length).toBeGreaterThan(40);
    // Each change carried its jobs in the log (decision 051): none was read again.
    expect(events.filter((e) => e.kind === 'update' && e.source !== 'log')).toEqual([]);
  }, 120_000);

  it('keeps an answer across a change only when the change leaves it exact (decision 054)', async () => {
    const search = newEngine(30);
    const events: IndexEvent[] = [];
    search.engine.events.on('index', (event) => events.push(event));
    // Answers held as the search cache holds them: random searches, and broad and narrow fixed
    // ones, with pages, sorts, keywords and fallbacks.
    const asked = [
      ...fc.sample(queryArbitrary, { numRuns: 60, seed: 54 }),
      ...[
        'pageSize=5',
        'sort=date_added.asc&page=3&pageSize=5',
        'sort=highlighted_popular&pageSize=5',
        'categories[]=1&pageSize=5',
        'keywords=farm&pageSize=5',
        'keywords=cheese&sort=date_added.asc&pageSize=5',
        'keywords=zzzz&pageSize=5',
        'company_name=missing&pageSize=5',
        'page=40&pageSize=50',
      ].map((query) => parseFiltersFromUrl(query)),
    ];
    const { held, answer } = holdAnswers(search);
    for (const filters of asked) {
      const { versions, result } = await answer(filters);
      held.push({ filters, listing: versions.listing, answer: result });
    }
    expect(held.every((h) => h.answer.bases?.length)).toBe(true);
    const ids = (await queryRows<{ id: number }>(t.db, sql`SELECT id FROM jobs ORDER BY id`)).map((r) =>
      Number(r.id),
    );
    const r = randomStream(20_261_126);
    let kept = 0;
    let madeAgain = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 }), async (count) => {
        for (let i = 0; i < count; i++) await randomChange(r, ids);
        const versions = await search.changes.current();
        await search.engine.warm(versions);
        for (const h of held) {
          const fresh = await answer(h.filters);
          const { bases: _kept, ...keptAnswer } = h.answer;
          const { bases: _fresh, ...freshAnswer } = fresh.result;
          if (h.listing === versions.listing) {
            // Kept: it must be what a search now answers.
            expect({ filters: h.filters, ...keptAnswer }).toEqual({ filters: h.filters, ...freshAnswer });
            kept += 1;
          } else {
            madeAgain += 1;
            h.listing = fresh.versions.listing;
            h.answer = fresh.result;
          }
        }
      }),
      { numRuns: 60 },
    );
    // Both happen: most answers outlive most single changes, and some changes alter answers.
    expect(kept).toBeGreaterThan(madeAgain);
    expect(madeAgain).toBeGreaterThan(60);
    const updates = events.filter((event) => event.kind === 'update');
    expect(updates.reduce((sum, event) => sum + (event.answers?.kept ?? 0), 0)).toBeGreaterThan(0);
  }, 120_000);

  it('does not keep a keyword answer once a job whose text changed while it was kept comes to match it', async () => {
    const search = newEngine(30);
    const { held, answer } = holdAnswers(search);
    const word = 'quinoa';
    const filters = parseFiltersFromUrl(`keywords=${word}&categories[]=6`);
    const other = await buildJob(t.db, { position: 'Seed saver', categoryIds: [5] });
    await buildJob(t.db, { position: `${word} grower`, categoryIds: [6] });
    const first = await answer(filters);
    held.push({ filters, listing: first.versions.listing, answer: first.result });
    expect(first.result.ids).not.toContain(other.id);
    const step = async () => {
      const versions = await search.changes.current();
      await search.engine.warm(versions);
      return held[0]?.listing === versions.listing;
    };
    // Its text now matches, but its category does not: the answer stands.
    await t.db.execute(sql`UPDATE jobs SET position = ${`${word} saver`} WHERE id = ${other.id}`);
    expect(await step()).toBe(true);
    // Only its category changes, yet it now matches: the kept keyword matches are from before.
    await t.db.execute(sql`UPDATE jobs SET category_ids = '{6}' WHERE id = ${other.id}`);
    expect(await step()).toBe(false);
    expect((await answer(filters)).result.ids).toContain(other.id);
  });

  it('reads the site day bounds as PostgreSQL does, across clock changes', async () => {
    const days = [
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-12-31',
    ];
    for (const day of days) {
      const [row] = await queryRows<{ start: string; next: string }>(
        t.db,
        sql`SELECT (extract(epoch FROM (${day}::date)::timestamp AT TIME ZONE 'America/New_York') * 1000)::float8 AS start,
          (extract(epoch FROM (${day}::date + 1)::timestamp AT TIME ZONE 'America/New_York') * 1000)::float8 AS next`,
      );
      expect(siteDayStartMs(day)).toBe(Number(row?.start));
      expect(siteDayStartMs(day, 1)).toBe(Number(row?.next));
    }
  });
});
