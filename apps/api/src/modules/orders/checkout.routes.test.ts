import {
  COMMERCE_MESSAGES,
  PROMO_PERCENT_TOO_BIG,
  shoppingCartOrderSchema,
  shoppingCartSchema,
} from '@gfj/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller, type Headers } from '../../../test/posting-helpers.ts';
import { promoCodes } from '../carts/carts.table.ts';
import { grantJobPackage } from '../job-packages/job-credits.service.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { createTestPaymentProvider } from '../payments/test-payment-provider.ts';
import { users } from '../users/users.table.ts';
import { claimPayment, updatePayment } from './orders.repository.ts';
import { jobInvoices, payments } from './orders.table.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
type Actor = Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(() => t.close());

/** A listing submitted without a credit: it waits for payment in its poster's cart. */
async function unpaidListing(who: Actor): Promise<number> {
  const created = await call('POST', '/api/jobs', who.headers, COMPLETE_JOB);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const submitted = await call('POST', `/api/jobs/${id}/submission`, who.headers);
  expect(submitted.json()).toMatchObject({ outcome: 'payment_required' });
  return id;
}

async function openCart(headers: Headers) {
  const res = await call('POST', '/api/shopping-carts', headers, {});
  expect([200, 201]).toContain(res.statusCode);
  return shoppingCartSchema.parse(res.json());
}

const addItem = (headers: Headers, cartId: number, entity_type: string, entity_id: number) =>
  call('POST', '/api/shopping-cart-items', headers, {
    entity_type,
    entity_id,
    shopping_cart: `/api/shopping-carts/${cartId}`,
  });

/** Each payment from its own address: the checkout allows 20 a minute per address, and this file pays more. */
let payer = 0;
const pay = (headers: Headers, cartId: number, payment_method = '4242 4242 4242 4242', key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shopping-cart-orders',
    remoteAddress: `10.77.0.${++payer}`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify({ shopping_cart: `/api/shopping-carts/${cartId}`, payment_method }),
  });

const violation = (res: { json(): { violations: { propertyPath: string; message: string }[] } }) =>
  res.json().violations.map((v) => [v.propertyPath, v.message]);

async function addPromo(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  await t.db.insert(promoCodes).values({ kind: 'percent', value: 10, ...values });
}

describe('carts', () => {
  it('puts a submitted listing into its poster’s cart, priced at its post type, with totals', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      entity_type: 'job',
      entity_id: jobId,
      entity_price: 6000,
      allow_multiple: false,
    });
    expect(cart).toMatchObject({
      subtotal: 6000,
      total: 6000,
      job_packages_discount: 0,
      promo_code_discount: 0,
    });
    // Duplicates of a job are refused; packages may repeat.
    const again = await addItem(poster.headers, cart.id, 'job', jobId);
    expect(again.statusCode).toBe(422);
    expect(violation(again)).toEqual([['entity_id', COMMERCE_MESSAGES.duplicateJob]]);
    expect((await addItem(poster.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
    expect((await addItem(poster.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
    expect(violation(await addItem(poster.headers, cart.id, 'job-package', 1))).toEqual([
      ['entity_id', COMMERCE_MESSAGES.packageUnavailable],
    ]);
    const read = shoppingCartSchema.parse(
      (await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json(),
    );
    expect(read).toMatchObject({ subtotal: 36000, total: 36000 });
    expect(read.items.map((i) => i.entity_name)).toEqual(['Vegetable Farm Manager', '3 Jobs', '3 Jobs']);
  });

  it('keeps carts and items to their owner: 404 for others, 401 for guests, 400 for another’s cart IRI', async () => {
    const owner = await actor(t.app, t.db);
    const other = await actor(t.app, t.db);
    const jobId = await unpaidListing(owner);
    const cart = await openCart(owner.headers);
    expect((await call('GET', `/api/shopping-carts/${cart.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/shopping-carts/${cart.id}`)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/api/shopping-cart-items/${cart.items[0]?.id}`, other.headers)).statusCode,
    ).toBe(404);
    const intoOthers = await addItem(other.headers, cart.id, 'job-package', 2);
    expect(intoOthers.statusCode).toBe(400);
    expect(intoOthers.json().detail).toBe(`Invalid IRI "/api/shopping-carts/${cart.id}"`);
    // Someone else's listing cannot go into my cart.
    const mine = await openCart(other.headers);
    expect(violation(await addItem(other.headers, mine.id, 'job', jobId))).toEqual([
      ['entity_id', COMMERCE_MESSAGES.jobNotPayable],
    ]);
    expect((await pay(other.headers, cart.id)).statusCode).toBe(404);
    expect((await call('POST', '/api/shopping-carts', {}, {})).statusCode).toBe(401);
    // Removing the last line removes the cart.
    expect(
      (await call('DELETE', `/api/shopping-cart-items/${cart.items[0]?.id}`, owner.headers)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/shopping-carts/${cart.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('answers every promo code error with a 422 on promotional_code, and applies a good one', async () => {
    const poster = await actor(t.app, t.db);
    const cart = await openCart(poster.headers);
    await addItem(poster.headers, cart.id, 'job-package', 3);
    await addPromo({ code: 'OLD10', expiresAt: new Date(Date.now() - 1000) });
    await addPromo({ code: 'GONE10', maxUses: 2, usesCount: 2 });
    await addPromo({ code: 'JOBS10', appliesTo: 'jobs' });
    await addPromo({ code: 'Pack20', appliesTo: 'packages', value: 20 });
    await addPromo({ code: 'TAKE500', kind: 'amount', value: 500_000 });
    const apply = (code: unknown) =>
      call('PATCH', `/api/shopping-carts/${cart.id}`, poster.headers, { promotional_code: code });
    for (const [code, message] of [
      ['NOPE', COMMERCE_MESSAGES.promoUnknown],
      ['OLD10', COMMERCE_MESSAGES.promoExpired],
      ['GONE10', COMMERCE_MESSAGES.promoUsedUp],
      ['JOBS10', COMMERCE_MESSAGES.promoOutOfScope],
    ] as const) {
      const res = await apply(code);
      expect(res.statusCode, code).toBe(422);
      expect(violation(res)).toEqual([['promotional_code', message]]);
    }
    expect((await apply('pack20')).json()).toMatchObject({
      promotional_code: 'Pack20',
      subtotal: 22500,
      promo_code_discount: 4500,
      total: 18000,
    });
    // A fixed amount larger than the cart never takes the total below zero.
    expect((await apply('TAKE500')).json()).toMatchObject({ promo_code_discount: 22500, total: 0 });
    expect((await apply('')).json()).toMatchObject({ promo_code_discount: 0, total: 22500 });
    expect((await apply(null)).json().promotional_code).toBeUndefined();
    // Both removals are documented, so generated clients may send them.
    const doc = (await call('GET', '/api/docs.jsonopenapi')).json();
    const documented =
      doc.paths['/api/shopping-carts/{id}'].patch.requestBody.content['application/merge-patch+json'].schema;
    const ajv = new Ajv2020({ strict: false });
    for (const code of ['', null]) {
      expect(ajv.validate(documented, { promotional_code: code }), JSON.stringify(code)).toBe(true);
    }
    // PATCH takes merge-patch only.
    const plain = await t.app.inject({
      method: 'PATCH',
      url: `/api/shopping-carts/${cart.id}`,
      headers: { ...poster.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(415);
  });
});

describe('POST /api/shopping-cart-orders', () => {
  it('pays with 4242 in TEST MODE: order, invoice, listing to review, package granted, promo counted, receipt PDF mailed', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    await addItem(poster.headers, cart.id, 'job-package', 2);
    await addPromo({ code: 'HALF', value: 50, maxUses: 1 });
    await call('PATCH', `/api/shopping-carts/${cart.id}`, poster.headers, { promotional_code: 'HALF' });
    const res = await pay(poster.headers, cart.id, '4242 4242 4242 4242', 'key-1');
    expect(res.statusCode, res.body).toBe(201);
    const order = shoppingCartOrderSchema.parse(res.json());
    expect(order).toMatchObject({
      subtotal: 21000,
      promotional_code: 'HALF',
      promo_code_discount: 10500,
      total: 10500,
      payment: {
        provider: 'test',
        status: 'succeeded',
        amount: 10500,
        card_last4: '4242',
        card_brand: 'visa',
      },
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe('unapproved');
    const invoices = (await call('GET', `/api/job-invoices?job=/api/jobs/${jobId}`, poster.headers)).json();
    expect(invoices.totalItems).toBe(1);
    expect(invoices.member[0]).toMatchObject({
      job: `/api/jobs/${jobId}`,
      amount: 6000,
      order: `/api/shopping-cart-orders/${order.id}`,
    });
    const packages = (await call('GET', '/api/user-job-packages', poster.headers)).json();
    expect(packages.member[0]).toMatchObject({ package: { name: '3 Jobs' }, jobs_remaining_count: 3 });
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'HALF'));
    expect(promo?.usesCount).toBe(1);
    expect((await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json().status).toBe(
      'processed',
    );
    // Retrying (same key, or none) answers the same order and charges nothing more.
    const retry = await pay(poster.headers, cart.id, '4242 4242 4242 4242', 'key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(order.id);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, poster.email));
    const receipt = mails.find((m) => m.subject.includes('receipt'));
    expect(receipt?.attachments[0]).toMatchObject({
      filename: 'receipt.pdf',
      contentType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(receipt?.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(text).toContain(`Order number: ${order.id}`);
    expect(text).toContain('Vegetable Farm Manager');
    expect(text).toContain('ending in 4242');
    expect(text).toContain('$105');
    // The site's date format, and a way to ask that works for a downloaded copy too.
    expect(text).toMatch(/Date: (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{2} \d{4}/);
    expect(text).toContain(`${t.app.config.publicUrl}/contact`);
    expect(text).not.toContain('Reply to the email');
  });

  it('answers a declined card with 402 and its reason, leaving the cart as it was', async () => {
    const poster = await actor(t.app, t.db);
    await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    for (const [method, reason] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      // Fails the card-number checksum (a mistyped digit): never charged.
      ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ]) {
      const res = await pay(poster.headers, cart.id, method);
      expect(res.statusCode, method).toBe(402);
      expect(res.json().detail).toBe(reason);
    }
    expect((await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json()).toMatchObject({
      status: 'unprocessed',
      total: 6000,
    });
    expect((await pay(poster.headers, cart.id, 'pm_card_visa')).statusCode).toBe(201);
  });

  it('charges once when the same cart is paid by concurrent requests', async () => {
    const provider = createTestPaymentProvider(t.db);
    const original = t.app.payments;
    // A slow provider, so the requests overlap while the first one is charging.
    t.app.payments = {
      ...provider,
      charge: async (input) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return provider.charge(input);
      },
    };
    try {
      const poster = await actor(t.app, t.db);
      await unpaidListing(poster);
      const cart = await openCart(poster.headers);
      const answers = await Promise.all(Array.from({ length: 5 }, () => pay(poster.headers, cart.id)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.every((c) => c === 201 || c === 200 || c === 409)).toBe(true);
      expect(provider.chargeCount()).toBe(1);
    } finally {
      t.app.payments = original;
    }
  });

  /** The test provider, its charges held until `release()`; `refunds` lists what it refunded. */
  function heldProvider() {
    const provider = createTestPaymentProvider(t.db);
    const refunds: Array<{ providerPaymentId: string; amount: number }> = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let charging = () => {};
    const started = new Promise<void>((resolve) => {
      charging = resolve;
    });
    const held: typeof provider = {
      ...provider,
      charge: async (input) => {
        charging();
        await released;
        return provider.charge(input);
      },
      refund: async (input) => {
        refunds.push({ providerPaymentId: input.providerPaymentId, amount: input.amount });
        return provider.refund(input);
      },
    };
    return { held, refunds, started, release };
  }

  it('keeps a cart as it is while it is being paid: nothing joins or leaves it, no package comes free', async () => {
    const { held, started, release } = heldProvider();
    const original = t.app.payments;
    t.app.payments = held;
    try {
      const poster = await actor(t.app, t.db);
      await unpaidListing(poster);
      const cart = await openCart(poster.headers);
      const paying = pay(poster.headers, cart.id);
      await started;
      // Before: the package joined the cart during the charge and was granted with the order, unpaid.
      const added = await addItem(poster.headers, cart.id, 'job-package', 2);
      expect(added.statusCode).toBe(409);
      expect(added.json().detail).toBe(COMMERCE_MESSAGES.paymentInProgress);
      const item = (await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json().items[0];
      const removed = await call('DELETE', `/api/shopping-cart-items/${item.id}`, poster.headers);
      expect(removed.statusCode).toBe(409);
      const promo = await call('PATCH', `/api/shopping-carts/${cart.id}`, poster.headers, {
        promotional_code: 'ANYTHING',
      });
      expect(promo.statusCode).toBe(409);
      release();
      const paid = await paying;
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json()).toMatchObject({ total: 6000, items: [{ entity_type: 'job' }] });
      const packages = (await call('GET', '/api/user-job-packages', poster.headers)).json();
      expect(packages.totalItems).toBe(0);
    } finally {
      t.app.payments = original;
    }
  });

  it('charges nothing when the cart no longer costs the total the buyer was shown (expected_total)', async () => {
    const poster = await actor(t.app, t.db);
    await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    const payShown = (expected_total: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shopping-cart-orders',
        remoteAddress: `10.77.0.${++payer}`,
        headers: { ...poster.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({
          shopping_cart: `/api/shopping-carts/${cart.id}`,
          payment_method: '4242 4242 4242 4242',
          expected_total,
        }),
      });
    // The page showed $60; a $150 package joined the cart since (another tab): $210 now.
    await addItem(poster.headers, cart.id, 'job-package', 2);
    const changed = await payShown(6000);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().detail).toBe(COMMERCE_MESSAGES.totalChanged);
    const unreadable = await payShown('15000');
    expect(unreadable.statusCode).toBe(422);
    expect(violation(unreadable)).toEqual([['expected_total', COMMERCE_MESSAGES.expectedTotalInvalid]]);
    const charged = await t.db.select().from(payments).where(eq(payments.shoppingCartId, cart.id));
    expect(charged).toEqual([]);
    // What the cart shows now is what it is paid with.
    const shown = await openCart(poster.headers);
    expect(shown.total).toBe(21000);
    const paid = await payShown(shown.total);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().total).toBe(21000);
  });

  it('refunds in full and answers 409 when the cart no longer costs what was paid for it', async () => {
    const { held, refunds, started, release } = heldProvider();
    const original = t.app.payments;
    t.app.payments = held;
    try {
      const poster = await actor(t.app, t.db);
      const jobId = await unpaidListing(poster);
      const cart = await openCart(poster.headers);
      const paying = pay(poster.headers, cart.id);
      await started;
      // While the card is charged for 6000, a package arrives: the cart now costs 0.
      await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2 });
      release();
      const answer = await paying;
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().detail).toBe(COMMERCE_MESSAGES.cartChanged);
      expect(refunds).toEqual([{ providerPaymentId: expect.stringMatching(/^test_/), amount: 6000 }]);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job?.status).toBe('draft');
      // Nothing was made, the payment is over: the cart is paid again at its new price.
      const again = await pay(poster.headers, cart.id);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({ total: 0, items: [{ covered_by_package: true }] });
    } finally {
      t.app.payments = original;
    }
  });

  it('sends a paid listing that staff returned to draft back to review without paying again', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    const returnToDraft = (jobId: number) =>
      call('PATCH', `/api/jobs/${jobId}`, staff.headers, {
        status: 'draft',
        moderation_reason: 'Please add the pay.',
      });
    // Paid with money through the cart.
    const poster = await actor(t.app, t.db);
    const paidId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    expect((await pay(poster.headers, cart.id)).statusCode).toBe(201);
    expect((await returnToDraft(paidId)).statusCode).toBe(200);
    const again = await call('POST', `/api/jobs/${paidId}/submission`, poster.headers);
    // Before: "payment_required", and the listing was in the cart again at full price.
    expect(again.json()).toMatchObject({ outcome: 'submitted' });
    const [paid] = await t.db.select().from(jobs).where(eq(jobs.id, paidId));
    expect(paid?.status).toBe('unapproved');
    const carts = (await call('GET', '/api/shopping-carts', poster.headers)).json();
    expect(carts.member.filter((c: { status: string }) => c.status === 'unprocessed')).toEqual([]);

    // Paid with a package credit at submission: no second credit is spent.
    const holder = await actor(t.app, t.db);
    await grantJobPackage(t.db, { userId: holder.id, jobPackageId: 2 });
    const created = await call('POST', '/api/jobs', holder.headers, COMPLETE_JOB);
    const creditId = created.json().id as number;
    expect((await call('POST', `/api/jobs/${creditId}/submission`, holder.headers)).json()).toMatchObject({
      outcome: 'submitted',
    });
    expect((await returnToDraft(creditId)).statusCode).toBe(200);
    expect((await call('POST', `/api/jobs/${creditId}/submission`, holder.headers)).json()).toMatchObject({
      outcome: 'submitted',
    });
    const packages = (await call('GET', '/api/user-job-packages', holder.headers)).json();
    expect(packages.member[0]).toMatchObject({ jobs_used_count: 1, jobs_remaining_count: 2 });
  });

  it('checks out a listing covered by a package credit without any payment', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2 });
    const cart = await openCart(poster.headers);
    expect(cart).toMatchObject({
      job_packages_discounted_jobs_count: 1,
      job_packages_discount: 6000,
      total: 0,
    });
    const res = await call('POST', '/api/shopping-cart-orders', poster.headers, {
      shopping_cart: `/api/shopping-carts/${cart.id}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 0, items: [{ covered_by_package: true }] });
    expect(res.json().payment).toBeUndefined();
    const packages = (await call('GET', '/api/user-job-packages', poster.headers)).json();
    expect(packages.member[0]).toMatchObject({ jobs_used_count: 1, jobs_remaining_count: 2 });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe('unapproved');
  });
});

describe('receipts', () => {
  it('downloads through a short-lived signed link and emails the PDF; never another user’s', async () => {
    const poster = await actor(t.app, t.db);
    const other = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    const order = (await pay(poster.headers, cart.id)).json();
    const invoice = (await call('GET', `/api/job-invoices?job=${jobId}`, poster.headers)).json().member[0];
    const download = await call('POST', '/api/job-invoice-receipt-requests', poster.headers, {
      file_action: 'download',
      invoice: invoice['@id'],
    });
    expect(download.statusCode, download.body).toBe(201);
    const url = new URL(download.json().file_url);
    expect(download.json()).toMatchObject({ file_action: 'download', file_name: 'receipt.pdf' });
    const file = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(file.rawPayload)).toContain('Vegetable Farm Manager');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: url.pathname.replace(/\.[^./]+\/receipt/, '.forged123456789012345678/receipt'),
        })
      ).statusCode,
    ).toBe(404);

    const emailed = await call('POST', '/api/job-package-order-receipt-requests', poster.headers, {
      file_action: 'email',
      order: `/api/job-package-orders/${order.id}`,
    });
    expect(emailed.statusCode).toBe(201);
    for (const [path, body] of [
      ['/api/job-invoice-receipt-requests', { file_action: 'download', invoice: invoice['@id'] }],
      [
        '/api/job-package-order-receipt-requests',
        { file_action: 'email', order: `/api/job-package-orders/${order.id}` },
      ],
    ] as const) {
      expect((await call('POST', path, other.headers, body)).statusCode).toBe(404);
      expect((await call('POST', path, {}, body)).statusCode).toBe(401);
    }
    expect(
      violation(
        await call('POST', '/api/job-invoice-receipt-requests', poster.headers, {
          file_action: 'fax',
          invoice: invoice['@id'],
        }),
      ),
    ).toEqual([['file_action', COMMERCE_MESSAGES.fileActionInvalid]]);
    expect((await call('GET', `/api/job-invoices/${invoice.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/shopping-cart-orders/${order.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/job-invoices', other.headers)).json().totalItems).toBe(0);
  });
});

describe('staff: refunds, promo codes, prices', () => {
  it('refunds a paid listing through the provider: refunded, out of search, poster emailed; staff only', async () => {
    const poster = await actor(t.app, t.db);
    const staff = await actor(t.app, t.db, 'staff');
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    const order = (await pay(poster.headers, cart.id)).json();
    const item = order.items[0].id;
    const path = `/api/shopping-cart-orders/${order.id}/refunds`;
    expect((await call('POST', path, poster.headers, { order_item: item })).statusCode).toBe(403);
    expect((await call('POST', path, {}, { order_item: item })).statusCode).toBe(401);
    const refund = await call('POST', path, staff.headers, { order_item: item, reason: 'Posted twice' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ amount: 6000, order_item: item });
    expect((await call('POST', path, staff.headers, { order_item: item })).json().detail).toBe(
      COMMERCE_MESSAGES.refundNotAllowed,
    );
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe('refunded');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, poster.email));
    expect(mails.some((m) => m.subject === 'Your refund for Vegetable Farm Manager')).toBe(true);
    const seen = shoppingCartOrderSchema.parse(
      (await call('GET', `/api/shopping-cart-orders/${order.id}`, staff.headers)).json(),
    );
    expect(seen).toMatchObject({
      status: 'refunded',
      payment: { refunded_amount: 6000 },
      items: [{ refunded: true }],
    });
  });

  it('refunds an order line by line: partly refunded until every line is, amounts added up', async () => {
    const poster = await actor(t.app, t.db);
    const staff = await actor(t.app, t.db, 'staff');
    await unpaidListing(poster);
    await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    const order = (await pay(poster.headers, cart.id)).json();
    expect(order.total).toBe(12000);
    const path = `/api/shopping-cart-orders/${order.id}/refunds`;
    const seen = async () =>
      shoppingCartOrderSchema.parse(
        (await call('GET', `/api/shopping-cart-orders/${order.id}`, staff.headers)).json(),
      );
    expect((await call('POST', path, staff.headers, { order_item: order.items[0].id })).statusCode).toBe(201);
    // Before: "refunded" after the first of two lines.
    expect(await seen()).toMatchObject({ status: 'partially_refunded', payment: { refunded_amount: 6000 } });
    expect((await call('POST', path, staff.headers, { order_item: order.items[1].id })).statusCode).toBe(201);
    expect(await seen()).toMatchObject({ status: 'refunded', payment: { refunded_amount: 12000 } });
  });

  it('refunds a package its share of the promo code, for its unused credits only: a listing it paid for stays paid', async () => {
    const poster = await actor(t.app, t.db);
    const staff = await actor(t.app, t.db, 'staff');
    await addPromo({ code: 'PACKS10', appliesTo: 'packages' });
    const cart = await openCart(poster.headers);
    expect((await addItem(poster.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
    expect((await addItem(poster.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
    await call('PATCH', `/api/shopping-carts/${cart.id}`, poster.headers, { promotional_code: 'PACKS10' });
    const order = shoppingCartOrderSchema.parse((await pay(poster.headers, cart.id)).json());
    expect(order.total).toBe(27000);
    // Each $150 package cost $135 with 10% off: the lines add up to what was paid.
    expect(order.items.map((i) => [i.paid, i.refundable])).toEqual([
      [13500, 13500],
      [13500, 13500],
    ]);
    // One credit of the first package pays for a listing.
    const created = await call('POST', '/api/jobs', poster.headers, COMPLETE_JOB);
    const jobId = created.json().id as number;
    expect((await call('POST', `/api/jobs/${jobId}/submission`, poster.headers)).json()).toMatchObject({
      outcome: 'submitted',
    });
    const seen = async () =>
      shoppingCartOrderSchema.parse(
        (await call('GET', `/api/shopping-cart-orders/${order.id}`, staff.headers)).json(),
      );
    const [first, second] = (await seen()).items;
    // Two of its three credits are left: two thirds of $135 (the staff screen's confirmation shows it).
    expect(first?.refundable).toBe(9000);
    expect(second?.refundable).toBe(13500);
    const path = `/api/shopping-cart-orders/${order.id}/refunds`;
    const refund = await call('POST', path, staff.headers, { order_item: first?.id });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ amount: 9000 });
    const again = await call('POST', path, staff.headers, { order_item: second?.id });
    expect(again.json()).toMatchObject({ amount: 13500 });
    expect(await seen()).toMatchObject({
      status: 'refunded',
      payment: { refunded_amount: 22500 },
      items: [
        { refunded: true, paid: 13500, refundable: 0 },
        { refunded: true, paid: 13500, refundable: 0 },
      ],
    });
    // The credits are gone, the listing they paid for is still in review, paid for.
    const packages = (await call('GET', '/api/user-job-packages', poster.headers)).json().member;
    expect(
      packages.map((p: { status: string; jobs_remaining_count: number }) => [
        p.status,
        p.jobs_remaining_count,
      ]),
    ).toEqual([
      ['inactive', 0],
      ['inactive', 0],
    ]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe('unapproved');
  });

  it('lets staff manage promo codes and package prices, nobody else', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    const user = await actor(t.app, t.db);
    const body = { code: 'SPRING25', kind: 'percent', value: 25, applies_to: 'packages' };
    expect((await call('POST', '/api/promo-codes', user.headers, body)).statusCode).toBe(403);
    const created = await call('POST', '/api/promo-codes', staff.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'SPRING25', uses_count: 0, status: 'active' });
    const patched = await call('PATCH', created.json()['@id'], staff.headers, { max_uses: 10 });
    expect(patched.json()).toMatchObject({ max_uses: 10 });
    expect((await call('GET', '/api/promo-codes', user.headers)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/job-packages/2', user.headers, { price: 100 })).statusCode).toBe(403);
    const price = await call('PATCH', '/api/job-packages/2', staff.headers, {
      price: 14000,
      job_price: 4667,
    });
    expect(price.json()).toMatchObject({ price: 14000, job_price: 4667 });
    await call('PATCH', '/api/job-packages/2', staff.headers, { price: 15000, job_price: 5000 });

    // Each staff write is in the audit log with who made it, before and after.
    const log = await call('GET', '/api/audit-entries?entity_type=JobPackage&entity_id=2', staff.headers);
    const [last, first] = log.json().member as {
      action: string;
      actor: string;
      before: unknown;
      after: unknown;
    }[];
    expect(last).toMatchObject({
      action: 'job_package.update',
      actor: `/api/users/${staff.id}`,
      before: { price: 14000 },
      after: { price: 15000 },
    });
    expect(first).toMatchObject({ before: { price: 15000 }, after: { price: 14000 } });
    const promo = await call(
      'GET',
      `/api/audit-entries?entity_type=PromoCode&entity_id=${created.json().id}`,
      staff.headers,
    );
    expect((promo.json().member as { action: string }[]).map((e) => e.action)).toEqual([
      'promo_code.update',
      'promo_code.create',
    ]);
  });

  it('approves a trusted poster’s paid listing at once', async () => {
    const poster = await actor(t.app, t.db);
    await t.db.update(users).set({ isTrusted: true }).where(eq(users.id, poster.id));
    const id = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    expect((await pay(poster.headers, cart.id)).statusCode).toBe(201);
    expect((await call('GET', `/api/jobs/${id}`, poster.headers)).json()).toMatchObject({
      status: 'approved',
    });
  });
});

describe('Stripe webhooks', () => {
  it('refuses a wrong signature and fulfils a cart whose paying request died after the charge', async () => {
    const secret = 'whsec_test_secret';
    const stripeApp = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
        STRIPE_WEBHOOK_SECRET: secret,
      },
    });
    try {
      const c = caller(stripeApp.app);
      const poster = await actor(stripeApp.app, stripeApp.db);
      const created = await c('POST', '/api/jobs', poster.headers, COMPLETE_JOB);
      await c('POST', `/api/jobs/${created.json().id}/submission`, poster.headers);
      const cart = (await c('POST', '/api/shopping-carts', poster.headers, {})).json();
      // The request claimed the payment and Stripe charged, then the process died.
      const payment = await claimPayment(stripeApp.db, {
        shoppingCartId: cart.id,
        userId: poster.id,
        provider: 'stripe',
        amount: 6000,
      });
      if (!payment) throw new Error('no payment claimed');
      await updatePayment(stripeApp.db, payment.id, { providerPaymentId: 'pi_test_1' });
      const payload = JSON.stringify({
        id: 'evt_test_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_test_1',
            object: 'payment_intent',
            amount: 6000,
            metadata: { shopping_cart_id: String(cart.id), payment_id: String(payment.id) },
          },
        },
      });
      const send = (signature: string) =>
        stripeApp.app.inject({
          method: 'POST',
          url: '/api/stripe/webhooks',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
      const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect((await send(wrong)).statusCode).toBe(400);
      const good = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect((await send(good)).statusCode).toBe(200);
      // A replay makes no second order.
      expect((await send(good)).statusCode).toBe(200);
      const orders = (await c('GET', '/api/shopping-cart-orders', poster.headers)).json();
      expect(orders.totalItems).toBe(1);
      expect(orders.member[0]).toMatchObject({
        total: 6000,
        payment: { provider: 'stripe', status: 'succeeded' },
      });
      expect((await c('GET', '/api/payment-settings')).json()).toEqual({
        provider: 'stripe',
        test_mode: false,
        publishable_key: 'pk_test_unused',
      });
    } finally {
      await stripeApp.close();
    }
  });
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('listings that leave “awaiting payment” while in the cart (decision 039)', () => {
  it('drops a deleted listing from the cart: not shown, not charged, not invoiced, not submitted', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    expect((await addItem(poster.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/jobs/${jobId}`, poster.headers)).statusCode).toBe(204);
    const read = shoppingCartSchema.parse(
      (await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json(),
    );
    expect(read.items.map((i) => i.entity_type)).toEqual(['job-package']);
    expect(read).toMatchObject({ subtotal: 15000, total: 15000 });
    const paid = await pay(poster.headers, cart.id);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = shoppingCartOrderSchema.parse(paid.json());
    expect(order.total).toBe(15000);
    expect(order.items.map((i) => i.entity_type)).toEqual(['job-package']);
    expect(await t.db.select().from(jobInvoices).where(eq(jobInvoices.jobId, jobId))).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe('deleted');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, poster.email));
    expect(mails.some((m) => m.subject.startsWith('We received your listing'))).toBe(false);
  });

  it('takes the cart with the last line, and refuses the delete while that cart is being paid', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    expect((await call('DELETE', `/api/jobs/${jobId}`, poster.headers)).statusCode).toBe(204);
    expect((await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).statusCode).toBe(404);

    const busy = await unpaidListing(poster);
    const busyCart = await openCart(poster.headers);
    const payment = await claimPayment(t.db, {
      shoppingCartId: busyCart.id,
      userId: poster.id,
      provider: 'test',
      amount: 6000,
    });
    if (!payment) throw new Error('no payment claimed');
    const refused = await call('DELETE', `/api/jobs/${busy}`, poster.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(COMMERCE_MESSAGES.paymentInProgress);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, busy));
    expect(job?.status).toBe('draft');
    await updatePayment(t.db, payment.id, { status: 'failed' });
  });

  it('never charges a listing that stopped waiting for payment some other way', async () => {
    const poster = await actor(t.app, t.db);
    const jobId = await unpaidListing(poster);
    const cart = await openCart(poster.headers);
    // Moved on without going through the cart (staff, a run...): the line stays but is not payable.
    await t.db.update(jobs).set({ status: 'approved', awaitingPaymentAt: null }).where(eq(jobs.id, jobId));
    const read = shoppingCartSchema.parse(
      (await call('GET', `/api/shopping-carts/${cart.id}`, poster.headers)).json(),
    );
    expect(read.items).toEqual([]);
    expect(read.total).toBe(0);
    const refused = await pay(poster.headers, cart.id);
    expect(refused.statusCode).toBe(422);
    expect(violation(refused)).toEqual([['shopping_cart', COMMERCE_MESSAGES.cartEmpty]]);
    expect(await t.db.select().from(jobInvoices).where(eq(jobInvoices.jobId, jobId))).toEqual([]);
  });
});

describe('ids and integers past the database’s range (an outside probe got 500s)', () => {
  const raw = (method: 'POST' | 'PATCH', url: string, headers: Headers, payload: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...headers,
        'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
      },
      payload,
    });

  it('answers a cart item’s entity_id no row can have with the unknown entity’s 422', async () => {
    const poster = await actor(t.app, t.db);
    const cart = await openCart(poster.headers);
    for (const [type, message] of [
      ['job', COMMERCE_MESSAGES.jobNotPayable],
      ['job-package', COMMERCE_MESSAGES.packageUnavailable],
    ] as const) {
      for (const id of ['2147483648', '99999999999999999999', '"2147483648"', '0', '1.5']) {
        const res = await raw(
          'POST',
          '/api/shopping-cart-items',
          poster.headers,
          `{"entity_type":"${type}","entity_id":${id},"shopping_cart":"/api/shopping-carts/${cart.id}"}`,
        );
        expect(res.statusCode, `${type} ${id}: ${res.body}`).toBe(422);
        expect(violation(res)).toEqual([['entity_id', message]]);
      }
    }
  });

  it('answers a refund of an order line no row can have with 404', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    const poster = await actor(t.app, t.db);
    await unpaidListing(poster);
    const order = (await pay(poster.headers, (await openCart(poster.headers)).id)).json();
    const path = `/api/shopping-cart-orders/${order.id}/refunds`;
    for (const id of ['2147483648', '99999999999999999999', '0']) {
      const res = await raw('POST', path, staff.headers, `{"order_item":${id}}`);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
  });

  it('answers a package’s jobs_count past the database’s range with a 422', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    for (const count of ['2147483648', '99999999999999999999']) {
      const res = await raw('PATCH', '/api/job-packages/2', staff.headers, `{"jobs_count":${count}}`);
      expect(res.statusCode, `${count}: ${res.body}`).toBe(422);
      expect(violation(res)[0]?.[0]).toBe('jobs_count');
    }
  });

  it('refuses a percent promo code over 100 on create and on change', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    const tooBig = await call('POST', '/api/promo-codes', staff.headers, {
      code: 'OVER150',
      kind: 'percent',
      value: 150,
    });
    expect(tooBig.statusCode).toBe(422);
    expect(violation(tooBig)).toEqual([['value', PROMO_PERCENT_TOO_BIG]]);
    const huge = await call('POST', '/api/promo-codes', staff.headers, {
      code: 'HUGEUSES',
      kind: 'amount',
      value: 150,
      max_uses: 2147483648,
    });
    expect(huge.statusCode).toBe(422);
    expect(violation(huge)).toEqual([['max_uses', 'Must be 1000000000 or less']]);
    const made = await call('POST', '/api/promo-codes', staff.headers, {
      code: 'FIFTY150',
      kind: 'amount',
      value: 150,
    });
    expect(made.statusCode, made.body).toBe(201);
    const toPercent = await call('PATCH', `/api/promo-codes/${made.json().id}`, staff.headers, {
      kind: 'percent',
    });
    expect(toPercent.statusCode).toBe(422);
    expect(violation(toPercent)).toEqual([['value', PROMO_PERCENT_TOO_BIG]]);
    expect(
      (
        await call('PATCH', `/api/promo-codes/${made.json().id}`, staff.headers, {
          kind: 'percent',
          value: 100,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a promo code that stops applying while it is held', () => {
  it('is dropped from the cart and never blocks paying (another buyer used its last use)', async () => {
    await addPromo({ code: 'FREEONCE', value: 100, maxUses: 1 });
    const a = await actor(t.app, t.db);
    const b = await actor(t.app, t.db);
    const cartA = await openCart(a.headers);
    const cartB = await openCart(b.headers);
    for (const [who, cart] of [
      [a, cartA],
      [b, cartB],
    ] as const) {
      expect((await addItem(who.headers, cart.id, 'job-package', 2)).statusCode).toBe(201);
      const applied = await call('PATCH', `/api/shopping-carts/${cart.id}`, who.headers, {
        promotional_code: 'FREEONCE',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ promotional_code: 'FREEONCE', total: 0 });
    }
    const paidA = await pay(a.headers, cartA.id);
    expect(paidA.statusCode, paidA.body).toBe(201);
    expect(paidA.json()).toMatchObject({ total: 0, promotional_code: 'FREEONCE' });
    // B's cart no longer shows or counts the used-up code...
    const read = (await call('GET', `/api/shopping-carts/${cartB.id}`, b.headers)).json();
    expect(read.promotional_code).toBeUndefined();
    expect(read).toMatchObject({ promo_code_discount: 0, subtotal: 15000, total: 15000 });
    // ...and paying charges what the cart shows, without the code.
    const paidB = await pay(b.headers, cartB.id);
    expect(paidB.statusCode, paidB.body).toBe(201);
    const order = shoppingCartOrderSchema.parse(paidB.json());
    expect(order.total).toBe(15000);
    expect(order.promotional_code).toBeUndefined();
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'FREEONCE'));
    expect(promo?.usesCount).toBe(1);
  });
});

describe('a page past the last, however large', () => {
  it('is an empty page, not a 400 that says the page is below 1', async () => {
    const poster = await actor(t.app, t.db);
    for (const url of [
      '/api/user-job-packages?page=99999999999999999999',
      '/api/user-job-packages?page=9007199254740993',
      '/api/jobs?page=99999999999999999999',
    ]) {
      const res = await call('GET', url, poster.headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json().member).toEqual([]);
    }
    expect((await call('GET', '/api/user-job-packages?page=0', poster.headers)).json().detail).toBe(
      'Page should not be less than 1',
    );
  });
});
