import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor } from '../../../test/posting-helpers.ts';

let t: TestApp;
let steps: ReturnType<typeof commerceSteps>;
type Actor = Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  steps = commerceSteps(t.app);
});
afterAll(() => t.close());

/** A poster with one paid listing: its invoice and order. */
async function paidPoster(): Promise<{ who: Actor; invoice: string; order: number }> {
  const who = await actor(t.app, t.db);
  const jobId = await steps.unpaidListing(who.headers);
  const cart = await steps.openCart(who.headers);
  const order = (await steps.pay(who.headers, cart.id, '4242424242424242')).json();
  const invoice = (await steps.call('GET', `/api/job-invoices?job=${jobId}`, who.headers)).json().member[0];
  return { who, invoice: invoice['@id'], order: order.id };
}

describe('receipt requests are stored', () => {
  it('lists each caller’s own requests (staff: all), never another user’s', async () => {
    const { call } = steps;
    const a = await paidPoster();
    const b = await paidPoster();
    const staff = await actor(t.app, t.db, 'staff');

    const download = await call('POST', '/api/job-invoice-receipt-requests', a.who.headers, {
      file_action: 'download',
      invoice: a.invoice,
    });
    expect(download.statusCode, download.body).toBe(201);
    expect(download.json().file_url).toMatch(/\/api\/receipt-files\/.+\/receipt\.pdf$/);
    expect(download.headers.location).toBe(download.json()['@id']);
    expect(download.json()['@id']).toMatch(/^\/api\/job-invoice-receipt-requests\/\d+$/);
    const emailed = await call('POST', '/api/job-package-order-receipt-requests', a.who.headers, {
      file_action: 'email',
      order: `/api/job-package-orders/${a.order}`,
    });
    expect(emailed.statusCode).toBe(201);
    await call('POST', '/api/job-invoice-receipt-requests', b.who.headers, {
      file_action: 'email',
      invoice: b.invoice,
    });
    // A refused request (another user's invoice) is not stored.
    expect(
      (
        await call('POST', '/api/job-invoice-receipt-requests', b.who.headers, {
          file_action: 'download',
          invoice: a.invoice,
        })
      ).statusCode,
    ).toBe(404);

    const invoicesOfA = (await call('GET', '/api/job-invoice-receipt-requests', a.who.headers)).json();
    expect(invoicesOfA.totalItems).toBe(1);
    expect(invoicesOfA.member[0]).toMatchObject({
      '@id': download.json()['@id'],
      '@type': 'JobInvoiceReceiptRequest',
      file_action: 'download',
      file_name: 'receipt.pdf',
      invoice: a.invoice,
    });
    // The short-lived link is in the answer that made it, not in the list.
    expect(invoicesOfA.member[0].file_url).toBeUndefined();
    expect(invoicesOfA.member[0].date_added).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ordersOfA = (await call('GET', '/api/job-package-order-receipt-requests', a.who.headers)).json();
    expect(ordersOfA.member).toEqual([
      expect.objectContaining({ file_action: 'email', order: `/api/job-package-orders/${a.order}` }),
    ]);

    const invoicesOfB = (await call('GET', '/api/job-invoice-receipt-requests', b.who.headers)).json();
    expect(invoicesOfB.member.map((m: { invoice: string }) => m.invoice)).toEqual([b.invoice]);
    expect(
      (await call('GET', '/api/job-package-order-receipt-requests', b.who.headers)).json().totalItems,
    ).toBe(0);
    // Items: the owner and staff; another user 404, a guest 401.
    const iri = download.json()['@id'];
    expect((await call('GET', iri, a.who.headers)).statusCode).toBe(200);
    expect((await call('GET', iri, staff.headers)).statusCode).toBe(200);
    expect((await call('GET', iri, b.who.headers)).statusCode).toBe(404);
    expect((await call('GET', iri)).statusCode).toBe(401);
    expect(
      (await call('GET', iri.replace('job-invoice', 'job-package-order'), a.who.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/job-invoice-receipt-requests')).statusCode).toBe(401);

    const all = (await call('GET', '/api/job-invoice-receipt-requests?pageSize=100', staff.headers)).json();
    const mine = all.member.map((m: { invoice: string }) => m.invoice);
    expect(mine).toEqual(expect.arrayContaining([a.invoice, b.invoice]));
  });
});

describe('the invoices of one job (GET /api/job-invoices?job=)', () => {
  it('a job id past every id names no job: an empty list, never a 500 or every invoice', async () => {
    const { who } = await paidPoster();
    const mine = await steps.call('GET', '/api/job-invoices', who.headers);
    expect(mine.json().totalItems).toBe(1);
    for (const job of ['99999999999999999999', '2147483648', '0', '/api/jobs/99999999999999999999']) {
      const res = await steps.call('GET', `/api/job-invoices?job=${encodeURIComponent(job)}`, who.headers);
      expect(res.statusCode, `${job}: ${res.body}`).toBe(200);
      expect(res.json().totalItems, job).toBe(0);
    }
    // Not a job reference at all: ignored, as any unparsable filter.
    expect((await steps.call('GET', '/api/job-invoices?job=abc', who.headers)).json().totalItems).toBe(1);
  });
});
