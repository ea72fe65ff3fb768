import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { recordJobView } from '../job-views/job-views.service.ts';
import type { NewJobRow } from '../jobs/jobs.table.ts';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const EARTH_RADIUS_MILES = 3958.8;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface SearchBody {
  totalItems: number;
  isSavableSearch: boolean;
  isFallbackResults: boolean;
  member: { id: number; '@type': string; position: string }[];
  view?: Record<string, string>;
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search?${query}` });
  const body = res.json() as SearchBody;
  return { res, body, ids: body.member?.map((m) => m.id) ?? [] };
}

/** A job whose description carries `token`, so each test can isolate its own jobs. */
function job(token: string, overrides: Partial<NewJobRow> = {}) {
  return buildJob(t.db, { description: `<p>Seasonal work ${token}</p>`, ...overrides });
}

describe('GET /api/jobs/search', () => {
  it('shows only listed jobs: approved and filled, never draft, unapproved, deleted, refunded or expired', async () => {
    const tok = 'zqvisible';
    const approved = await job(tok);
    const filled = await job(tok, { status: 'filled' });
    for (const status of ['draft', 'unapproved', 'deleted', 'refunded', 'expired'] as const)
      await job(tok, { status });
    await job(tok, { dateExpire: new Date(Date.now() - HOUR) });
    const { res, body, ids } = await search(`keywords=${tok}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    expect(new Set(ids)).toEqual(new Set([approved.id, filled.id]));
    expect(body.totalItems).toBe(2);
    expect(body.member[0]?.['@type']).toBe('Job');
  });

  it('searches keywords with stemming, phrases and negative terms, ranking the position first', async () => {
    const plain = { description: '<p>Seasonal work on a small farm.</p>' };
    const inPosition = await job('', { ...plain, position: 'Zqkw Goat Cheese Maker' });
    const inDescription = await job('', {
      position: 'Zqkw Dairy Hand',
      description: '<p>Goat cheese herders wanted</p>',
    });
    const reversed = await job('', { ...plain, position: 'Zqkw Cheese and Goat Herder' });
    expect((await search('keywords=zqkw goat cheese')).ids).toEqual([
      inPosition.id,
      reversed.id,
      inDescription.id,
    ]);
    expect((await search('keywords=zqkw "goat cheese"')).ids.sort()).toEqual(
      [inPosition.id, inDescription.id].sort(),
    );
    expect((await search('keywords=zqkw cheese -herder')).ids).toEqual([inPosition.id]);
    expect((await search('keywords=zqkw makers')).ids).toEqual([inPosition.id]);
  });

  it('finds jobs within 15, 30 and 60 miles of a zip, just inside but not just outside', async () => {
    const [origin] = await queryRows<{ lat: number; lon: number }>(
      t.db,
      sql`SELECT latitude AS lat, longitude AS lon FROM zip_codes WHERE zip = '14850'`,
    );
    if (!origin) throw new Error('zip 14850 missing from the reference data');
    const northBy = (miles: number) => {
      const lat = origin.lat + (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
      return { latitude: lat, longitude: origin.lon, location: { x: origin.lon, y: lat } };
    };
    const at: Record<string, number> = {};
    for (const miles of [14.9, 15.1, 29.9, 30.1, 59.9, 60.1]) {
      at[miles] = (await job('zqdist', northBy(miles))).id;
    }
    const within = async (q: string) => (await search(`keywords=zqdist&zip_code=14850${q}`)).ids.sort();
    expect(await within('&distance=15')).toEqual([at[14.9]]);
    expect(await within('&distance=30')).toEqual([at[14.9], at[15.1], at[29.9]].sort());
    expect(await within('')).toEqual(await within('&distance=30'));
    expect(await within('&distance=60')).toEqual([at[14.9], at[15.1], at[29.9], at[30.1], at[59.9]].sort());
  });

  it('resolves city_state_zip as "City, ST" or a zip to a centroid with the default distance', async () => {
    const ithaca = await job('zqcity');
    const albany = await job('zqcity', { city: 'Albany', state: 'NY', zipCode: '12207' });
    expect((await search('keywords=zqcity&city_state_zip=Ithaca, NY')).ids).toEqual([ithaca.id]);
    expect((await search('keywords=zqcity&city_state_zip=12207')).ids).toEqual([albany.id]);
    expect((await search('keywords=zqcity&city_state_zip=ithaca ny')).ids).toEqual([ithaca.id]);
  });

  it('limits regions to their states, and scopes remote and outside-the-US jobs', async () => {
    const ca = await job('zqregion', { city: 'Davis', state: 'CA', zipCode: '95616' });
    const tx = await job('zqregion', { city: 'Austin', state: 'TX', zipCode: '78701' });
    const ny = await job('zqregion');
    const remote = await job('zqregion', { workRemote: true, city: null, state: null, zipCode: null });
    const abroad = await job('zqregion', {
      country: 'FR',
      workLocation: 'international',
      city: 'Lyon',
      state: null,
      zipCode: null,
    });
    const ids = async (q: string) => (await search(`keywords=zqregion&${q}`)).ids.sort();
    expect(await ids('regions[]=pacific-west&regions[]=central')).toEqual([ca.id, tx.id].sort());
    expect(await ids('regions[]=north-east')).toEqual([ny.id]);
    expect(await ids('anywhere=1')).toEqual([remote.id]);
    expect(await ids('outside=1')).toEqual([abroad.id]);
    expect(await ids('everywhere=1')).toEqual([ca.id, tx.id, ny.id, remote.id, abroad.id].sort());
  });

  it('filters by visa, category, type, company, compensation and their combination', async () => {
    const a = await job('zqfilt', {
      workVisa: true,
      categoryIds: [3],
      typeId: 2,
      companyName: 'Blue Hill Kitchen',
      compensationTypeIds: [5],
      compensationRangeIds: [10],
    });
    const b = await job('zqfilt', {
      categoryIds: [1, 8],
      typeId: 1,
      companyName: 'Stone Barns',
      compensationTypeIds: [4],
      compensationRangeIds: [12],
    });
    const c = await job('zqfilt', {
      categoryIds: [5],
      typeId: 8,
      companyName: 'Farm School',
      compensationTypeIds: [6],
      compensationRangeIds: [],
    });
    // No match answers with fallback results, so a real match is a non-fallback answer.
    const ids = async (q: string) => {
      const found = await search(`keywords=zqfilt&${q}`);
      return found.body.isFallbackResults ? [] : found.ids.sort();
    };
    expect(await ids('work_visa=1')).toEqual([a.id]);
    expect(await ids('categories[]=8&categories[]=5')).toEqual([b.id, c.id].sort());
    expect(await ids('types[]=2')).toEqual([a.id]);
    expect(await ids('company_name=hill kit')).toEqual([a.id]);
    expect(await ids('company_name=100%25')).toEqual([]);
    expect(await ids('compensation_types[paid][]=4&compensation_types[paid][]=5')).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await ids('compensation_types[unpaid][]=6')).toEqual([c.id]);
    expect(await ids('compensation_ranges[salaried][]=10')).toEqual([a.id]);
    expect(await ids('compensation_ranges[hourly][]=12&compensation_ranges[salaried][]=10')).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await ids('categories[]=3&types[]=2&work_visa=1&compensation_types[paid][]=5')).toEqual([a.id]);
    expect(await ids('categories[]=3&types[]=1')).toEqual([]);
  });

  it('filters by date_posted windows and since/until days', async () => {
    const now = Date.now();
    const hour = await job('zqdate', { dateAdded: new Date(now - 2 * HOUR) });
    const days3 = await job('zqdate', { dateAdded: new Date(now - 3 * DAY) });
    const days20 = await job('zqdate', { dateAdded: new Date(now - 20 * DAY) });
    const days50 = await job('zqdate', {
      dateAdded: new Date(now - 50 * DAY),
      dateExpire: new Date(now + DAY),
    });
    const ids = async (q: string) => (await search(`keywords=zqdate&${q}`)).ids.sort();
    expect(await ids('date_posted=24hours')).toEqual([hour.id]);
    expect(await ids('date_posted=week')).toEqual([hour.id, days3.id].sort());
    expect(await ids('date_posted=month')).toEqual([hour.id, days3.id, days20.id].sort());
    expect(await ids('date_posted=any')).toEqual([hour.id, days3.id, days20.id, days50.id].sort());
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(await ids(`since=${day(now - 30 * DAY)}&until=${day(now - 10 * DAY)}`)).toEqual([days20.id]);
  });

  it('sorts by date added both ways and by highlighted, then 14-day views, then newest', async () => {
    const now = Date.now();
    const old = await job('zqsort', { dateAdded: new Date(now - 5 * DAY) });
    const mid = await job('zqsort', { dateAdded: new Date(now - 3 * DAY) });
    const recent = await job('zqsort', { dateAdded: new Date(now - 1 * DAY) });
    const starred = await job('zqsort', { dateAdded: new Date(now - 6 * DAY), highlighted: true });
    expect((await search('keywords=zqsort&sort=date_added.desc')).ids).toEqual([
      recent.id,
      mid.id,
      old.id,
      starred.id,
    ]);
    expect((await search('keywords=zqsort&sort=date_added.asc')).ids).toEqual([
      starred.id,
      old.id,
      mid.id,
      recent.id,
    ]);
    for (const visitor of ['a', 'b']) await recordJobView(t.db, old.id, visitor, new Date());
    await recordJobView(t.db, mid.id, 'a', new Date());
    // Views older than 14 days do not count.
    for (const visitor of ['c', 'd', 'e'])
      await recordJobView(t.db, recent.id, visitor, new Date(now - 20 * DAY));
    expect((await search('keywords=zqsort&sort=highlighted_popular')).ids).toEqual([
      starred.id,
      old.id,
      mid.id,
      recent.id,
    ]);
  });

  it('lists filled jobs after the open ones in the ranked sorts (most popular, best match)', async () => {
    const now = Date.now();
    // Highlighted, viewed and a perfect match, but filled: it still comes after every open job.
    const filled = await job('zqfilled zqfilled zqfilled', {
      dateAdded: new Date(now - 1 * DAY),
      highlighted: true,
      status: 'filled',
    });
    const open = await job('zqfilled', { dateAdded: new Date(now - 4 * DAY) });
    const openToo = await job('zqfilled', { dateAdded: new Date(now - 2 * DAY) });
    for (const visitor of ['a', 'b', 'c']) await recordJobView(t.db, filled.id, visitor, new Date());
    expect((await search('keywords=zqfilled&sort=highlighted_popular')).ids).toEqual([
      openToo.id,
      open.id,
      filled.id,
    ]);
    expect((await search('keywords=zqfilled')).ids.at(-1)).toBe(filled.id);
    // The date sorts stay by date.
    expect((await search('keywords=zqfilled&sort=date_added.desc')).ids[0]).toBe(filled.id);
  });

  it('falls back to keyword matches, then to the newest jobs, and flags it', async () => {
    const match = await job('zqfallback', { categoryIds: [1] });
    const narrowed = await search('keywords=zqfallback&categories[]=6');
    expect(narrowed.body.isFallbackResults).toBe(true);
    expect(narrowed.ids).toEqual([match.id]);
    const nothing = await search('keywords=zqnothingmatchesthis');
    expect(nothing.body.isFallbackResults).toBe(true);
    expect(nothing.body.totalItems).toBeGreaterThan(0);
    const found = await search('keywords=zqfallback');
    expect(found.body.isFallbackResults).toBe(false);
  });

  it('marks a search savable when any filter other than everywhere is set', async () => {
    expect((await search('')).body.isSavableSearch).toBe(false);
    expect((await search('everywhere=1&page=1')).body.isSavableSearch).toBe(false);
    expect((await search('keywords=farm')).body.isSavableSearch).toBe(true);
    expect((await search('regions[]=west')).body.isSavableSearch).toBe(true);
    expect((await search('categories[]=not-a-number')).body.isSavableSearch).toBe(false);
  });

  it('ignores invalid values instead of failing', async () => {
    const tok = 'zqinvalid';
    const a = await job(tok);
    const { res, ids } = await search(
      `keywords=${tok}&categories[]=abc&types[]=99&distance=45&sort=bogus&date_posted=year&since=nope&regions[]=mars&zip_code=12&compensation_types[paid][]=x&pageSize=many`,
    );
    expect(res.statusCode).toBe(200);
    expect(ids).toEqual([a.id]);
    expect((await search('page=0')).res.statusCode).toBe(400);
  });

  it('pages with Hydra view links that keep the filters and encode brackets', async () => {
    const tok = 'zqpage';
    for (let i = 0; i < 5; i++) await job(tok, { dateAdded: new Date(Date.now() - (i + 1) * HOUR) });
    const first = await search(`keywords=${tok}&regions[]=north-east&pageSize=2`);
    expect(first.body.totalItems).toBe(5);
    expect(first.ids).toHaveLength(2);
    expect(first.body.view).toEqual({
      '@id': `/api/jobs/search?keywords=${tok}&regions%5B%5D=north-east&pageSize=2&page=1`,
      '@type': 'PartialCollectionView',
      first: `/api/jobs/search?keywords=${tok}&regions%5B%5D=north-east&pageSize=2&page=1`,
      last: `/api/jobs/search?keywords=${tok}&regions%5B%5D=north-east&pageSize=2&page=3`,
      next: `/api/jobs/search?keywords=${tok}&regions%5B%5D=north-east&pageSize=2&page=2`,
    });
    const last = await search(`keywords=${tok}&regions[]=north-east&pageSize=2&page=3`);
    expect(last.ids).toHaveLength(1);
    expect(last.body.totalItems).toBe(5);
    const exact = await search(`keywords=${tok}&pageSize=5`);
    expect([exact.body.totalItems, exact.ids.length]).toEqual([5, 5]);
    expect(last.body.view?.previous).toContain('page=2');
    expect(last.body.view?.next).toBeUndefined();
    const beyond = await search(`keywords=${tok}&pageSize=2&page=9`);
    expect([beyond.body.totalItems, beyond.ids.length, beyond.body.isFallbackResults]).toEqual([5, 0, false]);
  });

  it('answers only the properties asked for with properties[], the page and links unchanged', async () => {
    const tok = 'zqprops';
    for (let i = 0; i < 3; i++) await job(tok, { dateAdded: new Date(Date.now() - (i + 1) * HOUR) });
    const whole = await search(`keywords=${tok}&pageSize=2`);
    const picked = await search(
      `keywords=${tok}&pageSize=2&properties[]=position&properties[]=id&properties[]=no_such_property`,
    );
    expect(picked.res.statusCode).toBe(200);
    expect(picked.res.headers['content-type']).toContain('application/ld+json');
    expect(picked.ids).toEqual(whole.ids);
    // @id and @type always; the rest in the job's own order, whatever the order asked.
    expect(picked.body.member).toEqual(
      whole.body.member.map((m) => ({
        '@id': `/api/jobs/${m.id}`,
        '@type': 'Job',
        id: m.id,
        position: m.position,
      })),
    );
    expect(Object.keys(picked.body.member[0] ?? {})).toEqual(['@id', '@type', 'id', 'position']);
    const { member: _picked, view: pickedView, ...pickedHead } = picked.body;
    const { member: _whole, view: wholeView, ...wholeHead } = whole.body;
    expect({ ...pickedHead, '@id': undefined }).toEqual({ ...wholeHead, '@id': undefined });
    expect([pickedHead.totalItems, pickedView?.next]).toEqual([3, expect.stringContaining('properties')]);
    expect(wholeView?.next).toContain('page=2');
    // One name without brackets reads too; an empty list leaves the identifiers only.
    const single = await search(`keywords=${tok}&properties=slug`);
    expect(Object.keys(single.body.member[0] ?? {})).toEqual(['@id', '@type', 'slug']);
    const none = await search(`keywords=${tok}&properties[]=`);
    expect(Object.keys(none.body.member[0] ?? {})).toEqual(['@id', '@type']);
    // More names than the query parser keeps as a list (100) are read all the same.
    const many = Array.from({ length: 120 }, (_, i) => `properties[]=no_such_${i}`).join('&');
    const long = await search(`keywords=${tok}&${many}&properties[]=slug`);
    expect(Object.keys(long.body.member[0] ?? {})).toEqual(['@id', '@type', 'slug']);
    // A nested form (API Platform's properties[relation][]=…) is not read: whole jobs.
    const nested = await search(`keywords=${tok}&properties[post_type][]=name`);
    expect(nested.body.member).toEqual((await search(`keywords=${tok}`)).body.member);
  });

  it('defaults to 50 per page and clamps pageSize at 100', async () => {
    for (let i = 0; i < 3; i++) await job('zqsize');
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search?pageSize=1000' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SearchBody).member.length).toBeLessThanOrEqual(100);
  });

  it('does not clash with GET /api/jobs/{id}', async () => {
    const a = await job('zqroute');
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${a.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/search' })).statusCode).toBe(200);
  });
});
