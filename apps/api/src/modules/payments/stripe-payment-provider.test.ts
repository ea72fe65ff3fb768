import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import qs from 'qs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor } from '../../../test/posting-helpers.ts';
import { CART_CHANGED_REFUNDED } from '../orders/checkout.service.ts';
import { claimPayment, findPayment } from '../orders/orders.repository.ts';
import { users } from '../users/users.table.ts';

/** One request as the Stripe SDK sent it. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const card = (id: string, customer: string | null, last4 = '4242') => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4, exp_month: 8, exp_year: 2031 },
});
const missing = (message: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
});

/**
 * Stands in for api.stripe.com on a local port so the real SDK's requests can be checked without
 * the internet. It answers only what these tests ask, with the few fields our code reads.
 */
let intents = 0;
function answer(seen: Seen): { status: number; body: unknown } {
  const { method, path, body } = seen;
  if (method === 'POST' && path === '/v1/customers') {
    return { status: 200, body: { id: `cus_${String(body.email).split('@')[0]}`, object: 'customer' } };
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    if (body.payment_method === 'pm_card_chargeDeclined') {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
      };
    }
    const confirmed = body.confirm === 'true';
    return {
      status: 200,
      body: {
        id: 'seti_1',
        object: 'setup_intent',
        client_secret: 'seti_1_secret_abc',
        customer: body.customer,
        status: confirmed ? 'succeeded' : 'requires_payment_method',
        payment_method: confirmed ? body.payment_method : null,
      },
    };
  }
  if (method === 'GET' && path === '/v1/payment_methods') {
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/payment_methods',
        has_more: false,
        data: [card('pm_saved', String(seen.query.customer))],
      },
    };
  }
  if (method === 'GET' && path.startsWith('/v1/payment_methods/')) {
    const id = path.split('/')[3];
    if (id === 'pm_saved') return { status: 200, body: card('pm_saved', 'cus_owner') };
    if (id === 'pm_someone_else')
      return { status: 200, body: card('pm_someone_else', 'cus_stranger', '1881') };
    return missing(`No such PaymentMethod: '${id}'`);
  }
  if (method === 'POST' && /^\/v1\/payment_methods\/\w+\/detach$/.test(path)) {
    return { status: 200, body: { ...card(path.split('/')[3] ?? '', null), customer: null } };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    intents += 1;
    return {
      status: 200,
      body: {
        id: `pi_${intents}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(body.amount),
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          payment_method_details: { card: { brand: 'visa', last4: '4242' } },
        },
      },
    };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return {
      status: 200,
      body: { id: 're_1', object: 'refund', status: 'succeeded', amount: Number(body.amount) },
    };
  }
  return missing(`Unrecognized request URL (${method}: ${path})`);
}

let server: Server;
let seen: Seen[] = [];
let t: TestApp;
let steps: ReturnType<typeof commerceSteps>;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const entry: Seen = {
        method: request.method ?? '',
        path: url.pathname,
        query: qs.parse(url.search.slice(1)),
        body: qs.parse(raw),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_standin',
        publishableKey: 'pk_test_standin',
        webhookSecret: 'whsec_standin',
        apiBase: `http://127.0.0.1:${port}`,
      },
    },
  });
  steps = commerceSteps(t.app);
});
afterAll(async () => {
  await t.close();
  server.close();
});

/** The requests sent while `work` ran. */
async function requestsOf(work: () => Promise<unknown>): Promise<Seen[]> {
  seen = [];
  await work();
  return seen;
}

const userNamed = async (local: string) => {
  const who = await actor(t.app, t.db);
  // The stand-in names each customer after its email's local part.
  const email = `${local}@example.org`;
  await t.db.update(users).set({ email }).where(eq(users.id, who.id));
  return { ...who, email };
};

describe('the Stripe provider with the real SDK against a stand-in for api.stripe.com', () => {
  it('makes one customer per user, setup intents for it, lists its cards and detaches only its own', async () => {
    const { call } = steps;
    const owner = await userNamed('owner');

    const [customer, setup] = await requestsOf(async () => {
      const res = await call('POST', '/api/stripe-setup-intents', owner.headers, {});
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        '@id': '/api/stripe-setup-intents/seti_1',
        client_secret: 'seti_1_secret_abc',
        status: 'requires_payment_method',
      });
    });
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      body: { email: 'owner@example.org', metadata: { user_id: String(owner.id) } },
      idempotencyKey: `customer-user-${owner.id}`,
      authorization: 'Bearer sk_test_standin',
    });
    expect(setup).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      body: {
        customer: 'cus_owner',
        usage: 'on_session',
        automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
      },
    });
    expect(setup?.body.confirm).toBeUndefined();

    // The customer is stored: the next intent (confirmed at once) makes no second one.
    const again = await requestsOf(async () => {
      const res = await call('POST', '/api/stripe-setup-intents', owner.headers, {
        payment_method: 'pm_new',
      });
      expect(res.json()).toMatchObject({
        status: 'succeeded',
        payment_method: '/api/stripe-payment-methods/pm_new',
      });
    });
    expect(again.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/setup_intents']);
    expect(again[0]?.body).toMatchObject({
      customer: 'cus_owner',
      payment_method: 'pm_new',
      confirm: 'true',
    });
    const declined = await call('POST', '/api/stripe-setup-intents', owner.headers, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Your card was declined.');

    const listed = await requestsOf(async () => {
      const res = await call('GET', '/api/stripe-payment-methods', owner.headers);
      expect(res.json().member).toEqual([
        {
          '@id': '/api/stripe-payment-methods/pm_saved',
          '@type': 'StripePaymentMethod',
          id: 'pm_saved',
          brand: 'visa',
          last4: '4242',
          exp_month: 8,
          exp_year: 2031,
        },
      ]);
    });
    expect(listed).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/payment_methods',
        query: { customer: 'cus_owner', type: 'card', limit: '100' },
      }),
    ]);

    // Another customer's card is looked at, never detached; an unknown one is a 404.
    const foreign = await requestsOf(async () => {
      expect(
        (await call('DELETE', '/api/stripe-payment-methods/pm_someone_else', owner.headers)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', '/api/stripe-payment-methods/pm_unknown', owner.headers)).statusCode).toBe(
        404,
      );
    });
    expect(foreign.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_methods/pm_someone_else',
      'GET /v1/payment_methods/pm_unknown',
    ]);
    const detached = await requestsOf(async () => {
      expect((await call('DELETE', '/api/stripe-payment-methods/pm_saved', owner.headers)).statusCode).toBe(
        204,
      );
    });
    expect(detached.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_methods/pm_saved',
      'POST /v1/payment_methods/pm_saved/detach',
    ]);

    // A user without a Stripe customer has no cards, and Stripe is not asked; a guest is refused.
    const stranger = await userNamed('stranger');
    const none = await requestsOf(async () => {
      expect((await call('GET', '/api/stripe-payment-methods', stranger.headers)).json().member).toEqual([]);
      expect(
        (await call('DELETE', '/api/stripe-payment-methods/pm_saved', stranger.headers)).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/stripe-payment-methods')).statusCode).toBe(401);
    });
    expect(none).toEqual([]);
  });

  it('pays with a saved card as its customer, and asks Stripe to keep a new card when told to', async () => {
    const { call } = steps;
    const payer = await userNamed('payer');
    await call('POST', '/api/stripe-setup-intents', payer.headers, {});
    await steps.unpaidListing(payer.headers);
    const cart = await steps.openCart(payer.headers);
    const [intent] = await requestsOf(async () => {
      const res = await steps.pay(payer.headers, cart.id, 'pm_saved');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().payment).toMatchObject({
        provider: 'stripe',
        card_brand: 'visa',
        card_last4: '4242',
      });
    });
    expect(intent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: {
        amount: '6000',
        currency: 'usd',
        customer: 'cus_payer',
        payment_method: 'pm_saved',
        confirm: 'true',
        receipt_email: 'payer@example.org',
        metadata: { shopping_cart_id: String(cart.id) },
        expand: ['latest_charge'],
      },
      idempotencyKey: expect.stringMatching(new RegExp(`^cart-${cart.id}-payment-\\d+$`)),
    });
    expect(intent?.body.setup_future_usage).toBeUndefined();

    // A first-time buyer who ticks "Save this card": a customer is made and the card kept on success.
    const saver = await userNamed('saver');
    await steps.unpaidListing(saver.headers);
    const saverCart = await steps.openCart(saver.headers);
    const sent = await requestsOf(async () => {
      const res = await steps.pay(saver.headers, saverCart.id, 'pm_from_element', {
        save_payment_method: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_intents',
    ]);
    expect(sent[1]?.body).toMatchObject({
      customer: 'cus_saver',
      payment_method: 'pm_from_element',
      setup_future_usage: 'on_session',
    });
  });

  it('refunds a payment whose cart changed before its webhook came, and answers Stripe 200', async () => {
    const { call } = steps;
    const payer = await userNamed('changed');
    await steps.unpaidListing(payer.headers);
    const cart = await steps.openCart(payer.headers);
    // Paid for a cart that cost more when the payment began (a line left it since): nothing may be
    // fulfilled for it, and the whole charge goes back.
    const payment = await claimPayment(t.db, {
      shoppingCartId: cart.id,
      userId: payer.id,
      provider: 'stripe',
      amount: 9000,
    });
    if (!payment) throw new Error('no payment claimed');
    const payload = JSON.stringify({
      id: 'evt_changed',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_changed',
          object: 'payment_intent',
          amount: 9000,
          metadata: { shopping_cart_id: String(cart.id), payment_id: String(payment.id) },
        },
      },
    });
    const sent = await requestsOf(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhooks',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' }),
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/refunds',
        body: { payment_intent: 'pi_changed', amount: '9000' },
        idempotencyKey: `payment-${payment.id}-unfulfilled-refund`,
      }),
    ]);
    expect(await findPayment(t.db, payment.id)).toMatchObject({
      status: 'failed',
      failureReason: CART_CHANGED_REFUNDED,
    });
    expect((await call('GET', '/api/shopping-cart-orders', payer.headers)).json().totalItems).toBe(0);
  });
});
