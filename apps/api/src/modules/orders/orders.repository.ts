import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import {
  type JobInvoiceRow,
  jobInvoices,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  type PaymentRow,
  payments,
  refunds,
} from './orders.table.ts';

export async function findOrder(db: DbExecutor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByCart(db: DbExecutor, cartId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.shoppingCartId, cartId));
  return row;
}

export async function insertOrder(db: DbExecutor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('orders insert returned nothing');
  return row;
}

export async function updateOrder(db: DbExecutor, id: number, changes: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(changes).where(eq(orders.id, id));
}

export async function insertOrderItem(
  db: DbExecutor,
  values: typeof orderItems.$inferInsert,
): Promise<OrderItemRow> {
  const [row] = await db.insert(orderItems).values(values).returning();
  if (!row) throw new Error('order_items insert returned nothing');
  return row;
}

export async function listOrderItems(db: DbExecutor, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Whether a listing has a paid order line that was not refunded (paid for with money or a credit). */
export async function hasUnrefundedJobLine(db: DbExecutor, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.jobId, jobId), isNull(orderItems.refundedAt)))
    .limit(1);
  return row !== undefined;
}

export async function findOrderItem(db: DbExecutor, id: number): Promise<OrderItemRow | undefined> {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return row;
}

export async function markOrderItemRefunded(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orderItems)
    .set({ refundedAt: now })
    .where(and(eq(orderItems.id, id), sql`${orderItems.refundedAt} IS NULL`))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

export async function listOrders(db: Db, userId: number | undefined, limit: number, offset: number) {
  const where = userId === undefined ? undefined : eq(orders.userId, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Claims the cart's one live payment slot: a new pending attempt, or nothing when another
 * attempt is pending or succeeded (the partial unique index decides, not timing).
 */
export async function claimPayment(
  db: DbExecutor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findLivePayment(db: DbExecutor, cartId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shoppingCartId, cartId), sql`${payments.status} IN ('pending', 'succeeded')`));
  return row;
}

export async function findPayment(db: DbExecutor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentOfOrder(db: DbExecutor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return row;
}

export async function updatePayment(
  db: DbExecutor,
  id: number,
  changes: Partial<typeof payments.$inferInsert>,
) {
  await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/**
 * Ends a pending attempt the provider has ended (declined or canceled), freeing its cart's claim;
 * false when it was no longer pending (another request or a webhook settled it first).
 */
export async function failPendingPayment(
  db: DbExecutor,
  id: number,
  failureReason: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', failureReason, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function insertJobInvoice(db: DbExecutor, values: typeof jobInvoices.$inferInsert) {
  const [row] = await db.insert(jobInvoices).values(values).returning();
  if (!row) throw new Error('job_invoices insert returned nothing');
  return row;
}

export type InvoiceWithUser = JobInvoiceRow & { username: string };
const invoiceColumns = {
  id: jobInvoices.id,
  jobId: jobInvoices.jobId,
  userId: jobInvoices.userId,
  orderId: jobInvoices.orderId,
  orderItemId: jobInvoices.orderItemId,
  amount: jobInvoices.amount,
  dateAdded: jobInvoices.dateAdded,
  username: users.username,
};

export async function listInvoices(
  db: Db,
  userId: number,
  jobId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(jobInvoices.userId, userId),
    jobId === undefined ? undefined : eq(jobInvoices.jobId, jobId),
  );
  const rows: InvoiceWithUser[] = await db
    .select(invoiceColumns)
    .from(jobInvoices)
    .innerJoin(users, eq(users.id, jobInvoices.userId))
    .where(where)
    .orderBy(desc(jobInvoices.dateAdded), desc(jobInvoices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(jobInvoices).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findInvoice(db: DbExecutor, id: number): Promise<InvoiceWithUser | undefined> {
  const [row] = await db
    .select(invoiceColumns)
    .from(jobInvoices)
    .innerJoin(users, eq(users.id, jobInvoices.userId))
    .where(eq(jobInvoices.id, id));
  return row;
}

export async function insertRefund(db: DbExecutor, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning();
  return row;
}
