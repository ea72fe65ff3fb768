import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, type Headers } from '../../../test/posting-helpers.ts';
import { deleteExpiredCarts } from './carts.repository.ts';
import { shoppingCarts } from './carts.table.ts';

// A submitted listing without a credit waits for payment in its poster's cart (decision 039). When
// its line leaves the cart without being paid (taken out, the cart removed, the cart expired), the
// listing stops waiting: a draft again, which the dashboard offers to post, not "Pay in your cart"
// over an empty cart.

let t: TestApp;
let steps: ReturnType<typeof commerceSteps>;

beforeAll(async () => {
  t = await createTestApp();
  steps = commerceSteps(t.app);
});
afterAll(() => t.close());

async function listing(headers: Headers, id: number) {
  const res = await steps.call('GET', `/api/jobs/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const job = res.json() as { status: string; awaiting_payment?: boolean | null };
  // A null field is left out of the answer.
  return { status: job.status, awaiting_payment: job.awaiting_payment ?? null };
}

describe('a listing whose cart line goes unpaid', () => {
  it('taken out of the cart: a draft again, and submitting it puts it back', async () => {
    const poster = await actor(t.app, t.db);
    const waiting = await steps.unpaidListing(poster.headers);
    const other = await steps.unpaidListing(poster.headers);
    expect(await listing(poster.headers, waiting)).toMatchObject({ status: 'draft', awaiting_payment: true });
    const cart = await steps.openCart(poster.headers);
    const line = cart.items.find((item) => item.entity_id === waiting);
    if (!line) throw new Error('the listing is in the cart');

    const removed = await steps.call('DELETE', `/api/shopping-cart-items/${line.id}`, poster.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await listing(poster.headers, waiting)).toMatchObject({ status: 'draft', awaiting_payment: null });
    // The other line of the cart still waits.
    expect(await listing(poster.headers, other)).toMatchObject({ awaiting_payment: true });

    const again = await steps.call('POST', `/api/jobs/${waiting}/submission`, poster.headers);
    expect(again.json()).toMatchObject({ outcome: 'payment_required' });
    expect((await steps.openCart(poster.headers)).items.map((item) => item.entity_id).sort()).toEqual(
      [waiting, other].sort(),
    );
  });

  it('in a cart removed whole: every listing of it is a draft again', async () => {
    const poster = await actor(t.app, t.db);
    const ids = [await steps.unpaidListing(poster.headers), await steps.unpaidListing(poster.headers)];
    const cart = await steps.openCart(poster.headers);
    const removed = await steps.call('DELETE', `/api/shopping-carts/${cart.id}`, poster.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    for (const id of ids) expect(await listing(poster.headers, id)).toMatchObject({ awaiting_payment: null });
  });

  it('in a cart that expired: the hourly cleanup makes it a draft again, and no one else’s', async () => {
    const poster = await actor(t.app, t.db);
    const bystander = await actor(t.app, t.db);
    const expiring = await steps.unpaidListing(poster.headers);
    const kept = await steps.unpaidListing(bystander.headers);
    const cart = await steps.openCart(poster.headers);
    await t.db
      .update(shoppingCarts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shoppingCarts.id, cart.id));

    expect(await deleteExpiredCarts(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await listing(poster.headers, expiring)).toMatchObject({
      status: 'draft',
      awaiting_payment: null,
    });
    expect(await listing(bystander.headers, kept)).toMatchObject({ awaiting_payment: true });
  });
});
