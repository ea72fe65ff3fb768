import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { newUser } from './new-poster.ts';

const ld = { accept: 'application/ld+json' };

/**
 * A new job seeker, signed in, following `count` open jobs and with `searches` saved searches (made
 * through the API): lists of the test's own, whatever other specs do to the demo accounts.
 */
export async function newSeekerWithLists(
  page: Page,
  count: number,
  searches = count,
): Promise<{ names: string[] }> {
  await newUser(page, true, 'job seeker');
  const { userId } = (await (await page.request.get('/api/session')).json()) as { userId: number };
  const search = await page.request.get(`/api/jobs/search?pageSize=${count + 10}`, { headers: ld });
  const { member } = (await search.json()) as { member: Array<{ id: number; status: string }> };
  const jobs = member.filter((job) => job.status === 'approved').slice(0, count);
  expect(jobs).toHaveLength(count);
  for (const job of jobs) {
    const followed = await page.request.post('/api/user-follow-jobs', {
      headers: ld,
      data: { user: `/api/users/${userId}`, job: `/api/jobs/${job.id}` },
    });
    expect(followed.status()).toBe(201);
  }
  const names: string[] = [];
  for (let index = 1; index <= searches; index += 1) {
    const name = `Orchard alert ${index} ${Date.now() % 100000}`;
    const saved = await page.request.post('/api/saved-searches', {
      headers: ld,
      data: { name, params: `categories[]=${index}` },
    });
    expect(saved.status()).toBe(201);
    names.push(name);
  }
  return { names };
}

/** The signed-in user's favorites (job positions) and saved searches (name and status), from the API. */
export async function listsOf(page: Page) {
  const follows = (await (
    await page.request.get('/api/user-follow-jobs?pageSize=100', { headers: ld })
  ).json()) as {
    member: Array<{ job: { position: string } }>;
  };
  const searches = (await (
    await page.request.get('/api/saved-searches?pageSize=100', { headers: ld })
  ).json()) as {
    member: Array<{ name: string; status: string }>;
  };
  return {
    favorites: follows.member.map((follow) => follow.job.position),
    searches: Object.fromEntries(searches.member.map((s) => [s.name, s.status])),
  };
}
