import type { APIRequestContext, Page } from '@playwright/test';
import { asNewVisitor, expect } from './fixtures.ts';

export const NEW_POSTER_PASSWORD = 'commerce-pass-123';

/**
 * A new account, made through the API with the password NEW_POSTER_PASSWORD; `signedIn` keeps its
 * session in the browser; `identifyAs` is what the registration form calls "I identify most as".
 */
export async function newUser(
  page: Page,
  signedIn: boolean,
  identifyAs: 'job poster' | 'job seeker' = 'job poster',
): Promise<string> {
  const prefix = identifyAs === 'job seeker' ? 'seeker' : 'buyer';
  const email = `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: {
      email,
      password: NEW_POSTER_PASSWORD,
      password_confirm: NEW_POSTER_PASSWORD,
      identify_as: identifyAs,
    },
  });
  expect(created.status()).toBe(201);
  if (signedIn)
    expect(
      (
        await page.request.post('/api/login/check', { data: { email, password: NEW_POSTER_PASSWORD } })
      ).status(),
    ).toBe(200);
  else await page.context().clearCookies();
  return email;
}

/**
 * A new poster, signed in and confirmed through the dev mailbox's link: an account of the test's
 * own, so it spends no credit of the demo poster's package (other specs count on those).
 */
export async function newConfirmedPoster(page: Page): Promise<string> {
  const email = await newUser(page, true);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const list = await (await page.request.get('/dev/mailbox')).text();
      const row = [
        ...list.matchAll(/<td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/\d+)">([^<]*)<\/a>/g),
      ].find(([, to, , subject]) => to === email && /confirm/i.test(subject ?? ''));
      if (!row?.[2]) return false;
      link = (await (await page.request.get(row[2])).text())
        .replace(/&amp;/g, '&')
        .match(/\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  await page.goto(link ?? '/', { waitUntil: 'networkidle' });
  return email;
}

/** Buys a package (id 2) in TEST MODE for the signed-in poster: credits of its own. The order's IRI. */
export async function buyPackage(page: Page): Promise<string> {
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  await page.request.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  const order = await page.request.post('/api/shopping-cart-orders', {
    data: { shopping_cart: cart['@id'], payment_method: 'pm_card_visa' },
  });
  expect(order.status()).toBe(201);
  return (await order.json())['@id'];
}

const STAFF = { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' };

/**
 * A live listing of the signed-in poster: `listing` (a job's fields, the job post type added)
 * written and submitted with a credit of the poster's own package through the API, then approved
 * by staff (the back office's PATCH, in `staff`'s session). Its id.
 */
export async function approvedListing(
  page: Page,
  staff: APIRequestContext,
  listing: Record<string, unknown>,
): Promise<number> {
  const created = await page.request.post('/api/jobs', {
    data: { post_type: '/api/job-post-types/1', type_id: 1, categories: [1], ...listing },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const submitted = await page.request.post(`/api/jobs/${id}/submission`, { data: {} });
  expect(((await submitted.json()) as { outcome: string }).outcome).toBe('submitted');
  expect((await staff.post('/api/login/check', { data: STAFF })).status()).toBe(200);
  const approved = await staff.patch(`/api/jobs/${id}`, {
    headers: { 'content-type': 'application/merge-patch+json', accept: 'application/ld+json' },
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}
