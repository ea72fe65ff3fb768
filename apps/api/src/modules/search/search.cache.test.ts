import { defaultFilters, type Job } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { createListingChanges } from './listing-changes.ts';
import { type CachedSearch, createSearchCache, type SearchCache, searchCacheKey } from './search.cache.ts';

let t: TestApp;
let changes: ReturnType<typeof createListingChanges>;
beforeAll(async () => {
  t = await createTestApp();
  changes = createListingChanges(t.db);
});
afterAll(() => t?.close());

const page = { page: 1, pageSize: 20 };

/** As the search route does: the answer at the listing version read now. */
async function get(
  cache: SearchCache,
  filters: Parameters<SearchCache['get']>[0],
  paging: Parameters<SearchCache['get']>[1],
  compute: () => Promise<CachedSearch>,
): Promise<CachedSearch> {
  const versions = await changes.current();
  return cache.get(filters, paging, versions.listing, compute);
}
const answer = (totalItems: number): CachedSearch => ({
  totalItems,
  isFallbackResults: false,
  member: [],
  memberJson: [Buffer.from('[]')],
});

/** A compute function that counts its calls and answers with the call number as the total. */
function counting() {
  let calls = 0;
  return {
    compute: async () => answer(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('createSearchCache', () => {
  it('computes a search once and reuses it while no listing changes', async () => {
    const cache = createSearchCache(60);
    const counter = counting();
    const filters = { ...defaultFilters(), keywords: 'zqreuse' };
    expect((await get(cache, filters, page, counter.compute)).totalItems).toBe(1);
    expect((await get(cache, filters, page, counter.compute)).totalItems).toBe(1);
    expect(counter.calls).toBe(1);

    // Another page or other filters are other answers.
    await get(cache, filters, { page: 2, pageSize: 20 }, counter.compute);
    await get(cache, { ...filters, keywords: 'zqother' }, page, counter.compute);
    expect(counter.calls).toBe(3);
  });

  it('computes again after any job changes', async () => {
    const cache = createSearchCache(60);
    const counter = counting();
    const filters = { ...defaultFilters(), keywords: 'zqchange' };
    await get(cache, filters, page, counter.compute);
    await buildJob(t.db, { position: 'Zqchange Baker' });
    expect((await get(cache, filters, page, counter.compute)).totalItems).toBe(2);
    expect(counter.calls).toBe(2);
  });

  it('computes concurrent misses for the same search once', async () => {
    const cache = createSearchCache(60);
    const counter = counting();
    const filters = { ...defaultFilters(), keywords: 'zqburst' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(cache, filters, page, counter.compute)),
    );
    expect(counter.calls).toBe(1);
    expect(answers.every((a) => a.totalItems === 1)).toBe(true);
  });

  it('forgets answers after their time to live, and caches nothing when turned off', async () => {
    const shortLived = createSearchCache(0.05);
    const counter = counting();
    const filters = { ...defaultFilters(), keywords: 'zqttl' };
    await get(shortLived, filters, page, counter.compute);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await get(shortLived, filters, page, counter.compute);
    expect(counter.calls).toBe(2);

    const off = createSearchCache(0);
    const uncached = counting();
    await get(off, filters, page, uncached.compute);
    await get(off, filters, page, uncached.compute);
    expect(uncached.calls).toBe(2);
  });

  it('does not cache a failed computation', async () => {
    const cache = createSearchCache(60);
    const filters = { ...defaultFilters(), keywords: 'zqfail' };
    await expect(get(cache, filters, page, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await get(cache, filters, page, async () => answer(7))).totalItems).toBe(7);
  });

  it('gives the same key whatever order the filter values came in', () => {
    const a = { ...defaultFilters(), categories: [3, 1], regions: ['west' as const, 'central' as const] };
    const b = { ...defaultFilters(), categories: [1, 3], regions: ['central' as const, 'west' as const] };
    expect(searchCacheKey(a, page)).toBe(searchCacheKey(b, page));
    expect(searchCacheKey(a, page)).not.toBe(searchCacheKey({ ...a, categories: [1] }, page));
  });
});

describe('GET /api/jobs/search with the cache', () => {
  async function search(query: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url: `/api/jobs/search?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { totalItems: number; member: Job[] };
  }

  it('shows a new, an edited and a closed job on the very next search', async () => {
    const first = await buildJob(t.db, { position: 'Zqfresh Cheesemonger' });
    expect((await search('keywords=zqfresh')).totalItems).toBe(1);
    expect((await search('keywords=zqfresh')).totalItems).toBe(1);

    const second = await buildJob(t.db, { position: 'Zqfresh Affineur' });
    expect((await search('keywords=zqfresh')).member.map((j) => j.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    await t.db.execute(sql`UPDATE jobs SET position = 'Zqfresh Head Cheesemonger' WHERE id = ${first.id}`);
    const edited = await search('keywords=zqfresh');
    expect(edited.member.find((j) => j.id === first.id)?.position).toBe('Zqfresh Head Cheesemonger');

    await t.db.execute(sql`UPDATE jobs SET date_expire = now() - interval '1 hour' WHERE id = ${second.id}`);
    expect((await search('keywords=zqfresh')).member.map((j) => j.id)).toEqual([first.id]);
  });

  it("marks each signed-in visitor's own followed jobs on a shared cached answer", async () => {
    const job = await buildJob(t.db, { position: 'Zqfollow Vintner' });
    const follower = await buildUser(t.db);
    const other = await buildUser(t.db);
    const followerHeaders = bearer((await signIn(t.app, follower.email, DEFAULT_TEST_PASSWORD)).token);
    const otherHeaders = bearer((await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD)).token);
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      headers: followerHeaders,
      payload: { user: `/api/users/${follower.id}`, job: `/api/jobs/${job.id}` },
    });
    expect(followed.statusCode).toBe(201);

    const guest = await search('keywords=zqfollow');
    const mine = await search('keywords=zqfollow', followerHeaders);
    const theirs = await search('keywords=zqfollow', otherHeaders);
    const guestAgain = await search('keywords=zqfollow');
    expect(guest.member[0]?.current_user_is_follower).toBe(false);
    // Guests get the cached JSON text, a follower the serialised objects: the same document.
    const mineAsText = await t.app.inject({
      url: '/api/jobs/search?keywords=zqfollow',
      headers: followerHeaders,
    });
    const guestAsText = await t.app.inject({ url: '/api/jobs/search?keywords=zqfollow' });
    expect(guestAsText.headers['content-type']).toBe(mineAsText.headers['content-type']);
    expect(guestAsText.body).toBe(
      mineAsText.body.replace('"current_user_is_follower":true', '"current_user_is_follower":false'),
    );
    expect(mine.member[0]?.current_user_is_follower).toBe(true);
    expect(theirs.member[0]?.current_user_is_follower).toBe(false);
    expect(guestAgain.member[0]?.current_user_is_follower).toBe(false);
  });
});
