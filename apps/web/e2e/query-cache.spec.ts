import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// The browser query cache (core 9, content 9: stale and garbage-collection time 10 minutes,
// persisted in browser storage): client navigations are answered from it, it survives a reload,
// it is asked again once stale, and it is gone after signing out. Its own demo user, so the specs
// can run in parallel.
const EMAIL = 'tomas@goodfoodjobs.local';
const PASSWORD = 'good-food-demo';
const USERNAME = 'tomas';

async function signIn(page: Page): Promise<number> {
  const response = await page.request.post('/api/login/check', {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const session = (await (await page.request.get('/api/session')).json()) as { userId: number };
  return session.userId;
}

/** Follows exactly one job (the first listed), so the favorites page has one known row. */
async function followOneJob(page: Page, userId: number): Promise<string> {
  const csrf = async () =>
    ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const ld = { accept: 'application/ld+json' };
  const follows = (await (
    await page.request.get('/api/user-follow-jobs?pageSize=100', { headers: ld })
  ).json()) as {
    member: Array<{ '@id': string }>;
  };
  for (const follow of follows.member) {
    await page.request.delete(follow['@id'], { headers: { 'x-csrf-token': await csrf() } });
  }
  const jobs = (await (await page.request.get('/api/jobs?pageSize=1', { headers: ld })).json()) as {
    member: Array<{ id: number; position: string }>;
  };
  const job = jobs.member[0];
  expect(job).toBeDefined();
  const created = await page.request.post('/api/user-follow-jobs', {
    headers: { 'x-csrf-token': await csrf(), ...ld },
    data: { user: `/api/users/${userId}`, job: `/api/jobs/${job?.id}` },
  });
  expect(created.status()).toBe(201);
  return job?.position ?? '';
}

/** React Router's data requests for one route (`/account/seekers.data?_routes=…`). */
function isDataRequestFor(request: Request, routeFile: string): boolean {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('.data')) return false;
  const routes = url.searchParams.get('_routes');
  return routes === null || routes.split(',').includes(routeFile);
}

/** Client-side navigation through the account menu (React Router's Link, no page load). */
async function openFromAccountMenu(page: Page, item: RegExp) {
  await waitForHydration(page, '.account-menu__trigger');
  await page.getByRole('button', { name: new RegExp(USERNAME) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function storedCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gfj-query-cache:')));
}

test('client data is kept for 10 minutes across a reload, asked again when stale, and dropped at sign-out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const userId = await signIn(page);
  const position = await followOneJob(page, userId);
  const favoritesLoads: string[] = [];
  const homeLoads: string[] = [];
  page.on('request', (request) => {
    if (isDataRequestFor(request, 'routes/account-seekers')) favoritesLoads.push(request.url());
    if (isDataRequestFor(request, 'routes/home')) homeLoads.push(request.url());
    if (new URL(request.url()).pathname.startsWith('/api/user-follow-jobs'))
      favoritesLoads.push(request.url());
  });
  const favoritesRow = page.getByRole('row', { name: new RegExp(position) });

  await page.goto('/');
  await openFromAccountMenu(page, /Favorites/);
  await expect(page).toHaveURL(/\/account\/seekers$/);
  await expect(favoritesRow).toBeVisible();
  expect(favoritesLoads).toHaveLength(1);
  // Kept in this user's store.
  await expect.poll(() => storedCacheKeys(page)).toEqual([`gfj-query-cache:user-${userId}`]);
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key) ?? '',
    `gfj-query-cache:user-${userId}`,
  );
  expect(stored).toContain(position);

  // Back and forth: the home widgets (5 minutes) and the favorites come from the cache.
  await page.getByRole('link', { name: 'Good Food Jobs, home' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular jobs' })).toBeVisible();
  expect(homeLoads).toHaveLength(1);
  await openFromAccountMenu(page, /Favorites/);
  await expect(favoritesRow).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular jobs' })).toBeVisible();
  expect(homeLoads).toHaveLength(1);
  expect(favoritesLoads).toHaveLength(1);

  // A reload: the server renders the page; the cache came back from storage.
  await page.reload();
  await openFromAccountMenu(page, /Favorites/);
  await expect(favoritesRow).toBeVisible();
  expect(favoritesLoads).toHaveLength(1);

  // Ten minutes later it is stale: the next visit asks the server again.
  await page.getByRole('link', { name: 'Good Food Jobs, home' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular jobs' })).toBeVisible();
  await page.clock.fastForward('10:01');
  await openFromAccountMenu(page, /Favorites/);
  await expect(favoritesRow).toBeVisible();
  await expect.poll(() => favoritesLoads.length).toBe(2);

  // Signing out drops the user's store; the next visit asks the server.
  await page.getByRole('button', { name: new RegExp(USERNAME) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: /Sign in/i }).first()).toBeVisible();
  expect(await storedCacheKeys(page)).not.toContain(`gfj-query-cache:user-${userId}`);
  await signIn(page);
  await page.goto('/');
  await openFromAccountMenu(page, /Favorites/);
  await expect(favoritesRow).toBeVisible();
  await expect.poll(() => favoritesLoads.length).toBe(3);
});

test('blog lists on client navigations come from the cache for 24 hours, then are asked again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const blogLoads: string[] = [];
  page.on('request', (request) => {
    if (isDataRequestFor(request, 'routes/blog-all')) blogLoads.push(request.url());
  });
  await page.goto('/blog');
  await waitForHydration(page, 'a[href="/blog/all"]');
  const viewAll = page.getByRole('link', { name: 'View all stories' }).first();
  const allHeading = page.getByRole('heading', { level: 1, name: 'All stories' });
  await viewAll.click();
  await expect(allHeading).toBeVisible();
  expect(blogLoads).toHaveLength(1);
  // Back to /blog and to /blog/all again: answered from the browser's cache. Both pages carry the
  // blog's navigation (View all stories), so wait until /blog is the page shown.
  const backToBlog = async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(allHeading).toHaveCount(0);
  };
  await backToBlog();
  await viewAll.click();
  await expect(allHeading).toBeVisible();
  expect(blogLoads).toHaveLength(1);
  // A day later the list is stale: the next visit asks the server.
  await backToBlog();
  await page.clock.fastForward('24:01:00');
  await viewAll.click();
  await expect(allHeading).toBeVisible();
  await expect.poll(() => blogLoads.length).toBe(2);
});
