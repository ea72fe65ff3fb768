import { COMMERCE_MESSAGES } from '@gfj/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, type Headers } from '../../../test/posting-helpers.ts';

let t: TestApp;
let steps: ReturnType<typeof commerceSteps>;

beforeAll(async () => {
  t = await createTestApp();
  steps = commerceSteps(t.app);
});
afterAll(() => t.close());

const saveCard = (headers: Headers, payment_method?: unknown) =>
  steps.call(
    'POST',
    '/api/stripe-setup-intents',
    headers,
    payment_method === undefined ? {} : { payment_method },
  );
const cardsOf = async (headers: Headers) =>
  (await steps.call('GET', '/api/stripe-payment-methods', headers)).json().member as {
    id: string;
    brand: string;
    last4: string;
  }[];

describe('saved cards in TEST MODE', () => {
  it('saves a test card through a setup intent, refuses declined ones, and shows cards to their owner only', async () => {
    const { call } = steps;
    const owner = await actor(t.app, t.db);
    const other = await actor(t.app, t.db);

    // Guests are asked to sign in.
    expect((await saveCard({}, '4242424242424242')).statusCode).toBe(401);
    expect((await call('GET', '/api/stripe-payment-methods')).statusCode).toBe(401);
    expect((await call('GET', '/api/stripe-setup-intents')).statusCode).toBe(401);

    // Without a card: an intent for Stripe.js to confirm, with its client secret.
    const open = await saveCard(owner.headers);
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json()).toMatchObject({
      '@type': 'StripeSetupIntent',
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^seti_test_\w+_secret_\w+$/),
    });
    expect(open.json().payment_method).toBeUndefined();

    // Confirmed with Stripe's test card: a visa ending 4242, expiring in the future.
    const saved = await saveCard(owner.headers, '4242 4242 4242 4242');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^\/api\/stripe-payment-methods\/pm_test_\w+$/),
    });
    const list = (await call('GET', '/api/stripe-payment-methods', owner.headers)).json();
    expect(list.totalItems).toBe(1);
    const [visa] = list.member;
    expect(visa).toMatchObject({
      '@id': saved.json().payment_method,
      '@type': 'StripePaymentMethod',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
    });
    expect(visa.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
    // pm_card_visa is the same card: not saved twice. A mastercard is another.
    expect((await saveCard(owner.headers, 'pm_card_visa')).json().payment_method).toBe(visa['@id']);
    expect((await saveCard(owner.headers, 'pm_card_mastercard')).statusCode).toBe(201);
    expect((await cardsOf(owner.headers)).map((c) => `${c.brand} ${c.last4}`).sort()).toEqual([
      'mastercard 4444',
      'visa 4242',
    ]);

    // Declined and invalid cards are not saved; a payment method that is no text is a 422.
    for (const [method, reason] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['1234', 'Your card number is invalid.'],
    ]) {
      const declined = await saveCard(owner.headers, method);
      expect(declined.statusCode, method).toBe(402);
      expect(declined.json().detail).toBe(reason);
    }
    const notText = await saveCard(owner.headers, 42);
    expect(notText.statusCode).toBe(422);
    expect(notText.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'payment_method',
        message: COMMERCE_MESSAGES.paymentMethodRequired,
      }),
    ]);
    expect(await cardsOf(owner.headers)).toHaveLength(2);

    // The setup intents are the owner's: listed for them, 404 for another user.
    const intents = (await call('GET', '/api/stripe-setup-intents', owner.headers)).json();
    expect(intents.totalItems).toBe(4);
    expect((await call('GET', open.json()['@id'], owner.headers)).json()).toMatchObject({
      id: open.json().id,
    });
    expect((await call('GET', open.json()['@id'], other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/stripe-setup-intents', other.headers)).json().totalItems).toBe(0);

    // Another user sees none of the cards, and can neither read nor remove one.
    expect(await cardsOf(other.headers)).toEqual([]);
    expect((await call('GET', visa['@id'], other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', visa['@id'], other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', visa['@id'])).statusCode).toBe(401);
    expect((await call('GET', visa['@id'], owner.headers)).json()).toMatchObject({ last4: '4242' });
    expect((await call('DELETE', '/api/stripe-payment-methods/not-an-id!', owner.headers)).statusCode).toBe(
      404,
    );

    // The owner removes it; it is gone.
    expect((await call('DELETE', visa['@id'], owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', visa['@id'], owner.headers)).statusCode).toBe(404);
    expect((await cardsOf(owner.headers)).map((c) => c.last4)).toEqual(['4444']);
  });

  it('pays with a saved card (its owner only) and saves a new card at checkout when asked', async () => {
    const owner = await actor(t.app, t.db);
    const other = await actor(t.app, t.db);
    const card = (await saveCard(owner.headers, '4242424242424242')).json().payment_method.split('/').pop();

    // Someone else's saved card pays nothing; their cart is as it was.
    await steps.unpaidListing(other.headers);
    const othersCart = await steps.openCart(other.headers);
    const refused = await steps.pay(other.headers, othersCart.id, card);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(COMMERCE_MESSAGES.paymentMethodUnusable);
    expect((await steps.openCart(other.headers)).status).toBe('unprocessed');

    await steps.unpaidListing(owner.headers);
    const cart = await steps.openCart(owner.headers);
    const paid = await steps.pay(owner.headers, cart.id, card);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payment).toMatchObject({
      status: 'succeeded',
      card_brand: 'visa',
      card_last4: '4242',
    });

    // "Save this card for next time": the card paid with is kept for its payer only.
    const keeps = await steps.pay(other.headers, othersCart.id, '5555 5555 5555 4444', {
      save_payment_method: true,
    });
    expect(keeps.statusCode, keeps.body).toBe(201);
    expect((await cardsOf(other.headers)).map((c) => `${c.brand} ${c.last4}`)).toEqual(['mastercard 4444']);
    const third = await actor(t.app, t.db);
    await steps.unpaidListing(third.headers);
    const thirdCart = await steps.openCart(third.headers);
    expect((await steps.pay(third.headers, thirdCart.id, '4242424242424242')).statusCode).toBe(201);
    expect(await cardsOf(third.headers)).toEqual([]);
  });

  it('documents the provider’s ids as the strings they are (generated clients check them)', async () => {
    const owner = await actor(t.app, t.db);
    const intent = (await saveCard(owner.headers, '4242424242424242')).json();
    const card = intent.payment_method.split('/').pop();
    const doc = (await steps.call('GET', '/api/docs.jsonopenapi')).json();
    const ajv = new Ajv2020({ strict: false });
    for (const [path, id] of [
      ['/api/stripe-payment-methods/{id}', card],
      ['/api/stripe-setup-intents/{id}', intent.id],
    ] as const) {
      for (const operation of Object.values(doc.paths[path]) as {
        parameters: { name: string; schema: object }[];
      }[]) {
        const schema = operation.parameters.find((p) => p.name === 'id')?.schema ?? {};
        expect(ajv.validate(schema, id), `${path} ${JSON.stringify(schema)} ${id}`).toBe(true);
      }
      expect((await steps.call('GET', path.replace('{id}', id), owner.headers)).statusCode).toBe(200);
    }
  });

  it('answers 503 where the server has no payment provider', async () => {
    const bare = await createTestApp({ config: { testPayments: false, stripe: undefined } });
    try {
      const who = await actor(bare.app, bare.db);
      const c = commerceSteps(bare.app).call;
      expect((await c('GET', '/api/stripe-payment-methods', who.headers)).statusCode).toBe(503);
      expect((await c('POST', '/api/stripe-setup-intents', who.headers, {})).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
