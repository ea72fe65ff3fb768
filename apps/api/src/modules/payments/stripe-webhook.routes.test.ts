import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor } from '../../../test/posting-helpers.ts';
import { CART_CHANGED_REFUNDED, ENDED_ATTEMPT_REFUNDED } from '../orders/checkout.service.ts';
import { claimPayment, findPayment, updatePayment } from '../orders/orders.repository.ts';

// Stripe's webhooks as Stripe sends them (signed by the real SDK), delivered again, late and out of
// order, as its documentation says they may be: each attempt is settled against its own state.
const SECRET = 'whsec_webhook_test';
let stripeApi: Server;
let refunds: { payment_intent: unknown; amount: unknown; key: unknown }[] = [];
let charges: Record<string, unknown>[] = [];
let chargeCount = 0;
/** What the stand-in says of an intent, by id: `succeeded` unless a test says otherwise. */
const intentStatuses = new Map<string, string>();
function intentState(id: string) {
  const status = intentStatuses.get(id) ?? 'succeeded';
  return {
    id,
    object: 'payment_intent',
    status,
    client_secret: `${id}_secret_abc`,
    ...(status === 'requires_payment_method'
      ? { last_payment_error: { message: 'Your card was declined.' } }
      : {}),
    latest_charge: null,
  };
}
let t: TestApp;
let steps: ReturnType<typeof commerceSteps>;

beforeAll(async () => {
  // Stands in for api.stripe.com: the webhook only ever asks it for refunds.
  stripeApi = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = qs.parse(raw);
      const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
      if (request.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
        const id = path.split('/')[3] ?? '';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(intentState(id)));
        return;
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        charges.push(body);
        chargeCount += 1;
        const id = `pi_charge_${chargeCount}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ ...intentState(id), status: 'succeeded', amount: Number(body.amount) }),
        );
        return;
      }
      refunds.push({
        payment_intent: body.payment_intent,
        amount: body.amount,
        key: request.headers['idempotency-key'],
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' }));
    });
  });
  stripeApi.listen(0, '127.0.0.1');
  await once(stripeApi, 'listening');
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_webhooks',
        publishableKey: 'pk_test_webhooks',
        webhookSecret: SECRET,
        apiBase: `http://127.0.0.1:${port}`,
      },
    },
  });
  steps = commerceSteps(t.app);
});
afterAll(async () => {
  await t.close();
  stripeApi.close();
});
beforeEach(() => {
  refunds = [];
  charges = [];
});

function intentEvent(type: string, intent: string, metadata: Record<string, string>) {
  return JSON.stringify({
    id: `evt_${intent}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intent, object: 'payment_intent', amount: 6000, metadata } },
  });
}

function deliver(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhooks',
    // What Stripe sends.
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** A poster's cart holding one unpaid listing ($60), and an attempt to pay it made with Stripe. */
async function cartWithAttempt(intent: string) {
  const poster = await actor(t.app, t.db);
  await steps.unpaidListing(poster.headers);
  const cart = await steps.openCart(poster.headers);
  const attempt = await claimPayment(t.db, {
    shoppingCartId: cart.id,
    userId: poster.id,
    provider: 'stripe',
    amount: 6000,
  });
  if (!attempt) throw new Error('no payment claimed');
  await updatePayment(t.db, attempt.id, { providerPaymentId: intent });
  const succeeded = intentEvent('payment_intent.succeeded', intent, {
    shopping_cart_id: String(cart.id),
    payment_id: String(attempt.id),
  });
  return { poster, cart, attempt, succeeded };
}

/** Another attempt on the same cart, paid: the cart's order comes from it. */
async function paidByAnotherAttempt(cartId: number, userId: number, intent: string) {
  const second = await claimPayment(t.db, {
    shoppingCartId: cartId,
    userId,
    provider: 'stripe',
    amount: 6000,
  });
  if (!second) throw new Error('no second payment claimed');
  await updatePayment(t.db, second.id, { providerPaymentId: intent });
  const paid = intentEvent('payment_intent.succeeded', intent, {
    shopping_cart_id: String(cartId),
    payment_id: String(second.id),
  });
  expect((await deliver(paid)).statusCode).toBe(200);
  return second;
}

const ordersOf = async (headers: Record<string, string>) =>
  (await steps.call('GET', '/api/shopping-cart-orders', headers)).json().totalItems as number;

describe('Stripe webhooks settle each attempt against its own state', () => {
  it('refunds, once, an attempt that succeeded after it had ended and the cart was paid again', async () => {
    // Declined (3-D Secure failed), so the buyer paid with another card; then the first intent
    // went through after all.
    const { poster, cart, attempt, succeeded } = await cartWithAttempt('pi_late_1');
    await updatePayment(t.db, attempt.id, { status: 'failed', failureReason: 'Your card was declined.' });
    await paidByAnotherAttempt(cart.id, poster.id, 'pi_late_2');
    refunds = [];

    const late = await deliver(succeeded);
    expect(late.statusCode, late.body).toBe(200);
    expect(refunds).toEqual([
      { payment_intent: 'pi_late_1', amount: '6000', key: `payment-${attempt.id}-unfulfilled-refund` },
    ]);
    expect(await findPayment(t.db, attempt.id)).toMatchObject({
      status: 'failed',
      failureReason: ENDED_ATTEMPT_REFUNDED,
      refundedAmount: 6000,
      orderId: null,
    });
    // Delivered again: nothing more.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(refunds).toHaveLength(1);
    expect(await ordersOf(poster.headers)).toBe(1);
  });

  it('fulfils nothing with an attempt refunded because its cart changed, delivered again', async () => {
    const { poster, cart, attempt, succeeded } = await cartWithAttempt('pi_changed_1');
    // Refunded in full when its first delivery found the cart changed (a row from before
    // refunded_amount was kept says so only in its reason).
    await updatePayment(t.db, attempt.id, { status: 'failed', failureReason: CART_CHANGED_REFUNDED });

    // The cart costs what that attempt paid again: its repeated event must still pay for nothing.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await ordersOf(poster.headers)).toBe(0);
    expect(refunds).toEqual([]);
    expect(await findPayment(t.db, attempt.id)).toMatchObject({ status: 'failed', orderId: null });

    // And after another attempt paid the cart, the same event is still nothing (it was a 500).
    await paidByAnotherAttempt(cart.id, poster.id, 'pi_changed_2');
    const again = await deliver(succeeded);
    expect(again.statusCode, again.body).toBe(200);
    expect(await ordersOf(poster.headers)).toBe(1);
    expect(await findPayment(t.db, attempt.id)).toMatchObject({ status: 'failed', orderId: null });
  });

  it('fulfils a pending attempt once, and a late failure does not undo it', async () => {
    const { poster, cart, attempt, succeeded } = await cartWithAttempt('pi_ok');
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    const failed = intentEvent('payment_intent.payment_failed', 'pi_ok', {
      shopping_cart_id: String(cart.id),
      payment_id: String(attempt.id),
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await findPayment(t.db, attempt.id)).toMatchObject({ status: 'succeeded' });
    expect(await ordersOf(poster.headers)).toBe(1);
    expect(refunds).toEqual([]);
  });

  it('leaves an attempt alone when the event is for another intent or another cart', async () => {
    const { poster, cart, attempt } = await cartWithAttempt('pi_mine');
    const metadata = { shopping_cart_id: String(cart.id), payment_id: String(attempt.id) };
    expect((await deliver(intentEvent('payment_intent.succeeded', 'pi_other', metadata))).statusCode).toBe(
      200,
    );
    expect(
      (await deliver(intentEvent('payment_intent.payment_failed', 'pi_other', metadata))).statusCode,
    ).toBe(200);
    const otherCart = { ...metadata, shopping_cart_id: String(cart.id + 1000) };
    expect((await deliver(intentEvent('payment_intent.succeeded', 'pi_mine', otherCart))).statusCode).toBe(
      200,
    );
    expect(await findPayment(t.db, attempt.id)).toMatchObject({
      status: 'pending',
      providerPaymentId: 'pi_mine',
    });
    expect(await ordersOf(poster.headers)).toBe(0);
  });

  it('acknowledges events that name no payment of ours, and refuses unsigned or stale ones', async () => {
    for (const payload of [
      intentEvent('payment_intent.succeeded', 'pi_x', {
        payment_id: '99999999999999999999',
        shopping_cart_id: '1e400',
      }),
      intentEvent('payment_intent.succeeded', 'pi_x', {}),
      JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded' }),
      JSON.stringify({
        id: 'evt_null',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: null },
      }),
      intentEvent('charge.refunded', 'pi_x', {}),
    ]) {
      const res = await deliver(payload);
      expect(res.statusCode, payload).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const payload = intentEvent('payment_intent.succeeded', 'pi_x', {});
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe('Invalid Stripe signature.');
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).json().detail).toBe(
      'Invalid Stripe signature.',
    );
  });
});

describe('an attempt whose webhook never came', () => {
  // The cart stayed "being paid" for good: nothing could be paid, changed or deleted in it.
  it('ends one Stripe declined or canceled, and the buyer’s next payment goes through', async () => {
    for (const status of ['requires_payment_method', 'canceled']) {
      const intent = `pi_ended_${status}`;
      const { poster, cart, attempt } = await cartWithAttempt(intent);
      intentStatuses.set(intent, status);
      const paid = await steps.pay(poster.headers, cart.id, 'pm_card_visa');
      expect(paid.statusCode, `${status}: ${paid.body}`).toBe(201);
      expect(paid.json()).toMatchObject({
        total: 6000,
        payment: { provider: 'stripe', status: 'succeeded' },
      });
      expect(charges).toHaveLength(1);
      expect(await findPayment(t.db, attempt.id)).toMatchObject({ status: 'failed', orderId: null });
      charges = [];
    }
  });

  it('gives the buyer back the 3-D Secure step it waits for, and charges nothing new', async () => {
    const { poster, cart, attempt } = await cartWithAttempt('pi_waiting');
    intentStatuses.set('pi_waiting', 'requires_action');
    const again = await steps.pay(poster.headers, cart.id, 'pm_card_visa');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 'requires_action', client_secret: 'pi_waiting_secret_abc' });
    expect(charges).toEqual([]);
    expect(await findPayment(t.db, attempt.id)).toMatchObject({ status: 'pending' });
  });

  it('still answers 409 while the provider has not ended the attempt', async () => {
    const { poster, cart } = await cartWithAttempt('pi_processing');
    intentStatuses.set('pi_processing', 'processing');
    const res = await steps.pay(poster.headers, cart.id, 'pm_card_visa');
    expect(res.statusCode, res.body).toBe(409);
    expect(charges).toEqual([]);
  });
});
