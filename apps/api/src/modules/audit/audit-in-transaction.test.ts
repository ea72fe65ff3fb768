import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller } from '../../../test/posting-helpers.ts';
import { contactMessages } from '../contact/contact.table.ts';
import { faqs } from '../faqs/faqs.table.ts';
import { jobPackages } from '../job-packages/job-packages.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { orderItems, payments, refunds } from '../orders/orders.table.ts';
import { auditEntries } from './audit.table.ts';

// Staff writes and their audit entries are one transaction (decision 035): when the audit insert
// fails, the change must not stand. A trigger makes every audit insert fail, on PGlite and on
// PostgreSQL alike, without touching the application's code.

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = await actor(t.app, t.db, 'staff');
  await t.db.execute(
    sql.raw(`CREATE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`),
  );
});
afterAll(() => t.close());
afterEach(() => allowAudit());

async function breakAudit() {
  await t.db.execute(
    sql.raw(
      'CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry()',
    ),
  );
}
async function allowAudit() {
  await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_audit ON audit_entries'));
}

async function auditCount() {
  return (await t.db.select({ id: auditEntries.id }).from(auditEntries)).length;
}

describe('a failed audit insert rolls the staff write back', () => {
  it('content writes (create, update, delete): registerStaffWrites', async () => {
    const body = { question: 'Kept?', answer: '<p>Yes.</p>', category: '/api/faq-categories/3' };
    const created = await call('POST', '/api/faqs', staff.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const faqRows = async () => (await t.db.select().from(faqs)).length;
    const before = { faqs: await faqRows(), audit: await auditCount() };

    await breakAudit();
    expect((await call('POST', '/api/faqs', staff.headers, { ...body, question: 'Lost?' })).statusCode).toBe(
      500,
    );
    expect((await call('PATCH', `/api/faqs/${id}`, staff.headers, { question: 'Changed?' })).statusCode).toBe(
      500,
    );
    expect((await call('DELETE', `/api/faqs/${id}`, staff.headers)).statusCode).toBe(500);
    await allowAudit();

    expect(await faqRows()).toBe(before.faqs);
    const [row] = await t.db.select().from(faqs).where(eq(faqs.id, id));
    expect(row?.question).toBe('Kept?');
    expect(await auditCount()).toBe(before.audit);

    // With the log back, the same write stands and is recorded.
    const patched = await call('PATCH', `/api/faqs/${id}`, staff.headers, { question: 'Changed?' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await auditCount()).toBe(before.audit + 1);
  });

  it('a staff inbox status change: registerStaffInbox', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Kim', email: 'kim@example.org', category: 'other', description: 'Hello there.' })
      .returning();
    const path = `/api/contact-messages/${message?.id}`;
    await breakAudit();
    expect((await call('PATCH', path, staff.headers, { status: 'handled' })).statusCode).toBe(500);
    await allowAudit();
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message?.id ?? 0));
    expect(row?.status).toBe('new');
    expect((await call('PATCH', path, staff.headers, { status: 'handled' })).json()).toMatchObject({
      status: 'handled',
    });
  });

  it('a job package price change', async () => {
    const [old] = await t.db.select().from(jobPackages).where(eq(jobPackages.id, 2));
    await breakAudit();
    const res = await call('PATCH', '/api/job-packages/2', staff.headers, { price: 1, job_price: 1 });
    expect(res.statusCode).toBe(500);
    await allowAudit();
    const [row] = await t.db.select().from(jobPackages).where(eq(jobPackages.id, 2));
    expect(row?.priceCents).toBe(old?.priceCents);
    expect(row?.jobPriceCents).toBe(old?.jobPriceCents);
  });

  it('a refund: the provider is asked first, then the refund, the listing and the audit stand or fall together', async () => {
    const poster = await actor(t.app, t.db);
    const created = await call('POST', '/api/jobs', poster.headers, COMPLETE_JOB);
    const jobId = created.json().id as number;
    await call('POST', `/api/jobs/${jobId}/submission`, poster.headers);
    const cart = (await call('POST', '/api/shopping-carts', poster.headers, {})).json();
    const order = (
      await call('POST', '/api/shopping-cart-orders', poster.headers, {
        shopping_cart: `/api/shopping-carts/${cart.id}`,
        payment_method: '4242 4242 4242 4242',
      })
    ).json();
    const itemId = order.items[0].id as number;
    const [jobBefore] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    const path = `/api/shopping-cart-orders/${order.id}/refunds`;

    await breakAudit();
    expect((await call('POST', path, staff.headers, { order_item: itemId })).statusCode).toBe(500);
    await allowAudit();

    expect(await t.db.select().from(refunds).where(eq(refunds.orderItemId, itemId))).toEqual([]);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item?.refundedAt).toBeNull();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe(jobBefore?.status);
    expect(job?.status).not.toBe('refunded');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.refundedAmount).toBe(0);

    // Staff retry once the log is back: the refund is made once, and recorded.
    const retried = await call('POST', path, staff.headers, { order_item: itemId });
    expect(retried.statusCode, retried.body).toBe(201);
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'order.refund'));
    expect(entries.filter((e) => e.entityId === order.id)).toHaveLength(1);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]?.status).toBe('refunded');
  });
});
