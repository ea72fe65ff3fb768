import { randomInt } from 'node:crypto';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { type ApiJob, expect, fetchJobs, test } from './fixtures.ts';

// The guest page cache (server/page-cache.ts) on the real build: a page rendered for one guest is
// served to the next ones with their own nonce and CSRF token, and still counts their views. A page
// is kept from the second time its URL is asked for (the first render is streamed, not kept).

/**
 * A separate visitor: own cookie jar, own address (cookie-less views count by address; the e2e
 * server trusts X-Forwarded-For from this machine, as it would from its proxy).
 */
async function newVisitor(baseURL: string, name: string): Promise<APIRequestContext> {
  // Random, so a run against a server kept running (E2E_REUSE_SERVER) meets no address seen today.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return playwrightRequest.newContext({
    baseURL,
    userAgent: `page-cache-spec ${name} ${Date.now()}`,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
}

async function load(visitor: APIRequestContext, path: string) {
  const response = await visitor.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const cspNonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const nonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { html, cspNonce, nonces, cache: response.headers()['x-page-cache'] };
}

async function csrfTokenOf(visitor: APIRequestContext): Promise<string> {
  return ((await (await visitor.get('/api/csrf-token')).json()) as { token: string }).token;
}

/** A job no other test opens (each test here its own), so its view count moves only there. */
async function quietJob(visitor: APIRequestContext, index: 10 | 11): Promise<ApiJob> {
  const response = await visitor.get('/api/jobs?pageSize=12', { headers: { accept: 'application/ld+json' } });
  const { member } = (await response.json()) as { member: ApiJob[] };
  expect(member.length).toBe(12);
  return member[index] as ApiJob;
}

/**
 * The job's view counter once every view taken so far is written: pages queue their view and the
 * API writes views in order, so a view asked for with its outcome (here of no job: 404) is
 * answered only after every earlier one is in the database.
 */
async function viewsOf(visitor: APIRequestContext, id: number): Promise<number> {
  const barrier = await visitor.post('/api/job-views', { data: { job: '/api/jobs/2147483646' } });
  expect(barrier.status()).toBe(404);
  const response = await visitor.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } });
  return ((await response.json()) as { counter_view: number }).counter_view;
}

test('a guest gets a cached page with a fresh nonce in page and CSP, and their own CSRF token', async ({
  baseURL,
}) => {
  const first = await newVisitor(baseURL as string, 'first');
  const second = await newVisitor(baseURL as string, 'second');
  const job = await quietJob(first, 10);
  const path = `/jobs/${job.id}/${job.slug}`;

  expect((await load(first, path)).cache).toBe('miss');
  const firstPage = await load(first, path);
  expect(firstPage.cache).toBe('miss');
  const firstToken = await csrfTokenOf(first);
  expect(firstPage.html).toContain(firstToken);

  const secondPage = await load(second, path);
  expect(secondPage.cache).toBe('hit');
  expect(secondPage.nonces.length).toBeGreaterThan(0);
  expect(new Set(secondPage.nonces)).toEqual(new Set([secondPage.cspNonce]));
  expect(secondPage.cspNonce).not.toBe(firstPage.cspNonce);
  const secondToken = await csrfTokenOf(second);
  expect(secondToken).not.toBe(firstToken);
  expect(secondPage.html).toContain(secondToken);
  expect(secondPage.html).not.toContain(firstToken);
  await Promise.all([first.dispose(), second.dispose()]);
});

test('each guest served a cached job page counts one view', async ({ baseURL }) => {
  const visitors = await Promise.all(['a', 'b', 'c'].map((name) => newVisitor(baseURL as string, name)));
  const [a, b, c] = visitors as [APIRequestContext, APIRequestContext, APIRequestContext];
  const job = await quietJob(a, 11);
  const path = `/jobs/${job.id}/${job.slug}`;
  // Asked for twice: kept (the same visitor's view counts once).
  await load(a, path);
  await load(a, path);
  const before = await viewsOf(a, job.id);

  expect((await load(b, path)).cache).toBe('hit');
  expect(await viewsOf(a, job.id)).toBe(before + 1);
  expect((await load(c, path)).cache).toBe('hit');
  expect(await viewsOf(a, job.id)).toBe(before + 2);
  // The same visitor again the same day: served, not counted again.
  expect((await load(c, path)).cache).toBe('hit');
  expect(await viewsOf(a, job.id)).toBe(before + 2);
  await Promise.all(visitors.map((visitor) => visitor.dispose()));
});

test('a signed-in visitor always gets a page rendered for them', async ({ page }) => {
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  const path = `/jobs/${job!.id}/${job!.slug}`;
  await page.request.get(path);
  const signIn = await page.request.post('/api/login/check', {
    data: { email: 'lena@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);

  for (let i = 0; i < 2; i++) {
    const response = await page.request.get(path);
    expect(response.headers()['x-page-cache']).toBeUndefined();
    expect(await response.text()).toContain('lena');
  }
  await page.goto(path);
  await expect(page.getByRole('button', { name: /lena/ })).toBeVisible();
});
