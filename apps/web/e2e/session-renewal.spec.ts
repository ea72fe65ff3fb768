import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartRead, waitForHydration } from './hydration.ts';

// The session as a visitor lives it across idle time and other tabs: the access token runs out
// (15 minutes) while the refresh cookie lives on; or every cookie goes (signed out elsewhere).
const MARIA = { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' };

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login/check', { data: MARIA });
  expect(response.status()).toBe(200);
}

/** Client-side navigation through the account menu (React Router's Link, no page load). */
async function openFromAccountMenu(page: Page, item: RegExp) {
  await waitForHydration(page, '.account-menu__trigger');
  await page.locator('.account-menu__trigger').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Maria's dashboard, signed in, hydrated and quiet. */
async function openDashboard(page: Page) {
  await signIn(page);
  const cart = cartRead(page);
  await page.goto('/account/posters');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Listings' })).toBeVisible();
  // The page's own API calls (the header's cart, the selected listing's statistics) are over: the
  // click is the first request to meet the missing cookie.
  expect((await cart).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, '.account-menu__trigger');
}

test('after the access token ran out, the first click renews the session and opens the page', async ({
  page,
  context,
}) => {
  await openDashboard(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
  });

  // 15 minutes idle: the access cookie is gone, the refresh cookie is still there. The click sends
  // React Router's `.data` requests together, each renewing the session with the same cookie.
  await context.clearCookies({ name: 'access_token' });
  // Each is held until the other is on its way too, so that both carry the old refresh cookie
  // whatever the timing (the visitor's network decides that; here, the first answer could come
  // back before the second request left).
  const held: Array<() => void> = [];
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise<void>((resolve) => {
      held.push(resolve);
      if (held.length === 2) for (const release of held) release();
      setTimeout(resolve, 2_000);
    });
    await route.continue();
  });
  await openFromAccountMenu(page, /^Job Packages/);

  await expect(page).toHaveURL(/\/account\/posters\/jobpackages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Packages' })).toBeVisible();
  await expect(page.locator('.account-menu__trigger')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, there')).toBeHidden();
  expect(dataRequests, 'a client-side navigation').toHaveLength(2);

  // The session the browser kept still works on a full page load.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'refresh_token')).toBeDefined();
  await page.goto('/account/posters/jobpackages');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Packages' })).toBeVisible();
  await expect(page.locator('.account-menu__trigger')).toBeVisible();
});

test('signed out in another tab, a click asks to sign in and then opens the page asked for', async ({
  page,
  context,
}) => {
  await openDashboard(page);

  // Signed out elsewhere: no cookie left. The click's `.data` request meets the sign-in redirect,
  // which names the page's own address, not the data request's.
  await context.clearCookies();
  await openFromAccountMenu(page, /^Job Packages/);
  await expect(page).toHaveURL('/login?redirect=%2Faccount%2Fposters%2Fjobpackages');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(MARIA.email);
  await page.getByLabel('Password').fill(MARIA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/posters\/jobpackages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Packages' })).toBeVisible();
});

test('the sign-in page sends a data request address on as the page it belongs to', async ({ page }) => {
  // A redirect built before this fix, in a bookmark or another tab.
  await page.goto(
    `/login?redirect=${encodeURIComponent('/search.data?_routes=routes%2Fsearch%2Croot&keywords=cheese')}`,
  );
  await page.getByLabel('Email').fill(MARIA.email);
  await page.getByLabel('Password').fill(MARIA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/search\?keywords=cheese$/);

  // Signed in already, the sign-in page sends such an address on the same way.
  await page.goto(`/login?redirect=${encodeURIComponent('/_.data?_routes=root')}`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/login?redirect=${encodeURIComponent('/account/posters.data')}`);
  await expect(page).toHaveURL(/\/account\/posters$/);
});
